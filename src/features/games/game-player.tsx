// The playing area of the game page (docs/product.md#routes-game-view game play view): the game in an iframe, or for
// tvbet the provider's frame script. docs/product.md#routes-list sizes: phones fill
// the screen; above sm 16:9, or 1260 px tall for {product}_borlette, americanroulette and goldenrace; at most 675 px
// tall. The rotate prompt (docs/product.md#flows-rotate) covers a game that refuses portrait on a phone held upright.
import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { button, messageStack } from 'styled-system/recipes';
import type { ApiError } from '../../api/errors';
import type { GameStart } from '../../../contract/schemas/games';
import { useT } from '../../i18n/use-t';
import { rotateMachine } from '../../machines/rotate/rotate.machine';
import { selectRotateState, selectShowMessage, selectShowPrompt } from '../../machines/rotate/rotate.selectors';
import { useMediaQuery } from '../../ui/media';
import { GAME_FRAME } from '../../../contract/frame-policy';
import { Spinner } from '../../ui/spinner';
import { errorText } from '../../ui/error-text';
import { safeHttpHref } from '../../../contract/safe-url';
import { isTallGame } from './game-links';
import { useActorRef } from '../../app/inspect-actor-ref';

/** docs/product.md#routes-game-view: the alias whose game runs its provider's frame script instead of an iframe. */
const TVBET_ALIAS = 'tvbet';

/** The game start the game-launch machine got (docs/product.md#flows): the game in its frame. */
export function GamePlayer({ start }: { start: GameStart }) {
  return <PlayingArea start={start} />;
}

/**
 * A game start that failed, with a retry (the machine asks again) and, after a bonus launch, the way to the real
 * balance (the game-launch machine decides when: `realBalanceHref` is null otherwise).
 */
export function GameStartFailed({
  error,
  onRetry,
  realBalanceHref,
}: {
  error: ApiError | null;
  onRetry: () => void;
  realBalanceHref: string | null;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      data-testid="game-error"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}
    >
      <p>{errorText(error, t, 'games.launchFailed') ?? t('games.launchFailed')}</p>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <button type="button" className={button({ variant: 'primary' })} onClick={onRetry}>
          {t('common.retry')}
        </button>
        {realBalanceHref && (
          <Link href={realBalanceHref} className={button({ variant: 'secondary' })}>
            {t('games.playReal')}
          </Link>
        )}
      </div>
    </div>
  );
}

function PlayingArea({ start }: { start: GameStart }) {
  const t = useT();
  const rotate = useActorRef(
    rotateMachine.provide({
      actions: {
        exitFullscreen: () => {
          if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
        },
      },
    }),
    { input: { allowPortrait: start.info.allow_portrait } },
  );
  const portrait = useMediaQuery('(orientation: portrait)');
  const small = useMediaQuery('(max-width: 639px)');
  useEffect(() => rotate.send({ type: 'screen.change', portrait, small }), [rotate, portrait, small]);
  const state = useSelector(rotate, selectRotateState);
  const prompt = useSelector(rotate, selectShowPrompt);
  const message = useSelector(rotate, selectShowMessage);

  // docs/product.md#routes-game-view: iOS Safari scrolls a framed page only inside a scrolling container with touch
  // momentum; tvbet's provider script lays out and scrolls its own frame, so it keeps the plain box.
  const iosScroll = start.alias !== TVBET_ALIAS;
  return (
    <div
      data-testid="game-frame"
      data-state={state}
      data-ios-scroll={iosScroll || undefined}
      className={cx(frameBox, iosScroll ? iosScrollBox : clippedBox, isTallGame(start.alias) ? tallBox : wideBox)}
    >
      {start.alias === TVBET_ALIAS && start.info.serverUrl ? (
        <FrameScript start={start} />
      ) : start.game_url && safeHttpHref(start.game_url) ? (
        <iframe
          src={safeHttpHref(start.game_url) ?? undefined}
          title={start.name}
          allow={GAME_FRAME.allow}
          allowFullScreen
          referrerPolicy={GAME_FRAME.referrerPolicy}
          sandbox={GAME_FRAME.sandbox}
          className={cx(
            css({ width: '100%', height: '100%', border: '0', display: 'block' }),
            isTallGame(start.alias) && tallFrame,
          )}
        />
      ) : (
        <p role="alert" className={css({ p: '6' })}>
          {t('games.launchFailed')}
        </p>
      )}
      {prompt && (
        <div
          data-testid="rotate-prompt"
          role="dialog"
          aria-modal="true"
          aria-labelledby="rotate-title"
          className={cx(
            messageStack(),
            css({
              position: 'absolute',
              inset: '0',
              bg: 'night.950',
              justifyContent: 'center',
              gap: '4',
              p: '6',
            }),
          )}
        >
          <svg
            aria-hidden="true"
            width="72"
            height="72"
            viewBox="0 0 24 24"
            className={css({ animation: 'rotatePhone 1.6s ease-in-out infinite', color: 'accent' })}
          >
            <path
              fill="currentColor"
              d="M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 2v16h8V4H8Zm3 13h2v2h-2v-2Z"
            />
          </svg>
          <p id="rotate-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
            {t('games.rotateTitle')}
          </p>
          {message && (
            <p role="status" className={css({ color: 'textMuted', maxW: '20rem' })}>
              {t('games.rotateMessage')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** docs/product.md#routes-game-view: tvbet runs its provider's frame script ({serverUrl}/frame.js) in a container. */
function FrameScript({ start }: { start: GameStart }) {
  const t = useT();
  const containerId = `tvbet-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  useEffect(() => {
    const base = safeHttpHref(`${start.info.serverUrl}/frame.js`);
    if (!base || !start.game_url) return;
    const token = new URL(start.game_url, window.location.href).searchParams.get('launch') ?? undefined;
    const run = () =>
      (window as unknown as { TvbetFrame?: (o: object) => void }).TvbetFrame?.({
        clientId: start.info.clientId,
        containerId,
        lng: document.documentElement.lang,
        token,
      });
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${base}"]`);
    if (existing && 'TvbetFrame' in window) {
      run();
      return;
    }
    const script = existing ?? document.createElement('script');
    script.src = base;
    script.async = true;
    script.addEventListener('load', run);
    if (!existing) document.head.append(script);
    return () => script.removeEventListener('load', run);
  }, [start, containerId]);
  return (
    <div id={containerId} data-testid="tvbet-frame" className={css({ width: '100%', height: '100%' })}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%' })}>
        <Spinner label={t('common.loading')} />
      </div>
    </div>
  );
}

/** The game's frame while it is being prepared: the box it will fill, so nothing moves when it arrives. */
export function GameFrameLoading() {
  const t = useT();
  return (
    <div className={cx(frameBox, clippedBox, css({ display: 'flex', alignItems: 'center', justifyContent: 'center' }))}>
      <Spinner label={t('common.loading')} />
    </div>
  );
}

const frameBox = css({
  position: 'relative',
  width: '100%',
  bg: 'night.950',
  borderRadius: { base: '0', sm: 'card' },
  mx: 'auto',
  height: 'calc(100dvh - token(sizes.headerHeight) - token(sizes.tabBarHeight) - 48px)',
  '[data-game-landscape] &': { height: '100dvh' },
});
const clippedBox = css({ overflow: 'hidden' });
// The iOS scroll workaround (docs/product.md#routes-game-view): the frame's box scrolls, with momentum on iOS.
const iosScrollBox = css({ overflow: 'auto', WebkitOverflowScrolling: 'touch' });
// docs/product.md#routes-game-view: from sm the content area (the box) is at most 675 px tall. A 16:9 frame fills its
// box; on phones and tablets (sm to lg) the 1260 px frame of the tall games scrolls inside its 675 px box (the box
// scrolls: the iOS workaround), and on a desktop (from lg) it fills the box.
const wideBox = css({
  sm: { height: 'auto', aspectRatio: '16 / 9', maxHeight: '675px', maxWidth: 'calc(675px * 16 / 9)' },
});
const tallBox = css({ sm: { height: '675px' } });
const tallFrame = css({ sm: { height: '1260px' }, lg: { height: '100%' } });
