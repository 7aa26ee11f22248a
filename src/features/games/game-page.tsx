// /games/{groupAlias}/{gameId} (docs/product.md#routes-game-view game play view, docs/product.md#flows-game-launch game
// launch and rotate prompt). A remote game sends the browser to its URL on phones (wide screens play it in the page
// like a single game); a single game plays in an iframe (tvbet through its frame script); anything else (a multiple
// group, a game the server does not know, a start the app cannot read) goes home. A guest on a non-demo game is asked
// to log in. Under the game: its own texts, its description and its footnote.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useMemo } from 'react';
import { Link, Redirect, useLocation, useParams, useSearch } from 'wouter';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { BALANCE_TYPE, gameQuery } from '../../api/games';
import { isApiError } from '../../api/errors';
import { safeHttpHref } from '../../../contract/safe-url';
import type { Game } from '../../../contract/schemas/games';
import { lazyWithTexts } from '../../app/catalogues';
import { useActorRef } from '../../app/inspect-actor-ref';
import { useSessionActor } from '../../app/services';
import { DESKTOP_MIN_WIDTH } from '../../config/constants';
import { useT } from '../../i18n/use-t';
import { gameLaunchMachine } from '../../machines/game-launch/game-launch.machine';
import {
  selectGameStart,
  selectLaunchError,
  selectLaunchMode,
  selectLaunchState,
  selectOffersRealBalance,
} from '../../machines/game-launch/game-launch.selectors';
import { playTimeMachine } from '../../machines/play-time/play-time.machine';
import {
  selectMinutesLeft,
  selectPlayAgainAt,
  selectPlayTimeOver,
  selectPlayTimeState,
} from '../../machines/play-time/play-time.selectors';
import { selectIsAuthenticated, selectIsChecking } from '../../machines/session/session.selectors';
import { useMediaQuery } from '../../ui/media';
import { Page } from '../../ui/page';
import { ResponsiveImage } from '../../ui/responsive-image';
import { QueryView } from '../../ui/query-view';
import { Spinner } from '../../ui/spinner';
import { GameContent, GameFooter } from './game-content';
import { GameDescription } from './game-description';
import { gamesNotLoaded } from './games-not-loaded';
import { balanceTypeFromSearch, gamePath, launchTargetOf } from './game-links';
import { GameFrameLoading, GamePlayer, GameStartFailed } from './game-player';
import { fetchGameStart, fetchGameUrl, sendBeat } from './launch-requests';
import { RemoteRedirect } from './remote-redirect';

// docs/product.md#routes-game-view: a signed-in player's session clock, net result and reality check, loaded with
// their texts (the route part of the catalogue) only for players.
const GameProtection = lazyWithTexts(() => import('../protection/game-protection').then((m) => m.GameProtection));
// docs/product.md#flows-play-time: the warning before the day's play-time limit, and the clear screen in the game's
// place once it is reached, loaded with their texts when the play-time machine first shows one.
const PlayTimeWarning = lazyWithTexts(() => import('../protection/play-time-screens').then((m) => m.PlayTimeWarning));
const PlayTimeOver = lazyWithTexts(() => import('../protection/play-time-screens').then((m) => m.PlayTimeOver));
// The favourite heart of the page's game (docs/product.md#flows-favourites).
const FavouriteHeart = lazyWithTexts(() => import('./favourite-heart').then((m) => m.FavouriteHeart));

export function GamePage() {
  const t = useT();
  const { groupAlias = '', gameId = '' } = useParams<{ groupAlias: string; gameId: string }>();
  const id = /^\d+$/.test(gameId) ? Number(gameId) : null;
  const game = useQuery({ ...gameQuery(id ?? 0), enabled: id !== null });
  if (id === null || isUnknownGame(game.error)) return <Redirect to="/" replace />;
  // A server or network fault is not an unknown game: say so and offer a retry instead of leaving the page.
  // The game's own view has a page of its own, so only loading and failed stand in this one.
  if (game.data !== undefined) return <GameView game={game.data} groupAlias={groupAlias} />;
  return (
    <Page title={t('page.game')}>
      <QueryView
        query={game}
        loading={
          <div className={css({ display: 'flex', justifyContent: 'center', py: '16' })}>
            <Spinner label={t('common.loading')} />
          </div>
        }
        failed={gamesNotLoaded(t)}
      >
        {() => null}
      </QueryView>
    </Page>
  );
}

/**
 * docs/product.md#routes-game-view 'anything unresolved goes home': the server said there is no such game (a failure
 * reply or a 404).
 */
function isUnknownGame(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && (error.status === 200 || error.status === 404);
}

function GameView({ game, groupAlias }: { game: Game; groupAlias: string }) {
  const sessionActor = useSessionActor();
  const t = useT();
  const search = useSearch();
  const [, navigate] = useLocation();
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  // The game's name and description show at once (the server renders them); what to play waits for the session.
  const checking = useSelector(sessionActor, selectIsChecking);
  const wide = useMediaQuery(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
  const balanceType = balanceTypeFromSearch(search);
  // The page's game, started in the group of its address.
  const target = useMemo(() => ({ ...launchTargetOf(game), groupAlias }), [game, groupAlias]);
  // What the page shows is the game-launch machine's decision (docs/product.md#flows): the page only tells it
  // what it opens, with whom and on which screen, again whenever one of them changes.
  const launch = useActorRef(
    gameLaunchMachine.provide({
      actors: { fetchGameUrl, fetchGameStart },
      actions: {
        redirect: (_, info) => {
          const url = safeHttpHref(info.url);
          // The page is replaced: back from the game returns to where the player came from, not here.
          if (url) window.location.replace(url);
        },
        goHome: () => navigate('/', { replace: true }),
        // docs/product.md#errors-handling: invalid data of the game-in-group call is only logged (the page goes home).
        logInvalidData: (_, error) => console.warn('The game start reply had an unexpected shape', error),
      },
    }),
  );
  useEffect(() => {
    if (!checking)
      launch.send({ type: 'game.open', target, balanceType, isAuthenticated: authenticated, isWide: wide });
  }, [launch, checking, target, balanceType, authenticated, wide]);
  const state = useSelector(launch, selectLaunchState);
  const mode = useSelector(launch, selectLaunchMode);
  const error = useSelector(launch, selectLaunchError);
  const start = useSelector(launch, selectGameStart);
  const offersRealBalance = useSelector(launch, selectOffersRealBalance);
  const retry = () => launch.send({ type: 'launch.retry' });
  useHideChromeInLandscape();
  // The day's play-time limit over a signed-in player's open game (docs/product.md#flows-play-time): the page tells
  // the machine when a game is open, the machine decides the warning and the clear screen.
  const playTime = useActorRef(playTimeMachine.provide({ actors: { sendBeat } }));
  const playing = authenticated && start !== null && start.game_type !== 2;
  useEffect(() => {
    playTime.send({ type: playing ? 'game.playing' : 'game.left' });
  }, [playTime, playing]);
  const playTimeState = useSelector(playTime, selectPlayTimeState);
  const playTimeOver = useSelector(playTime, selectPlayTimeOver);
  const playAgainAt = useSelector(playTime, selectPlayAgainAt);
  const minutesLeft = useSelector(playTime, selectMinutesLeft);

  return (
    <Page title={game.name}>
      {authenticated && (
        <Suspense fallback={<div className={barBox} />}>
          <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
            <div className={css({ flex: '1', minW: '0' })}>
              <GameProtection playing={start !== null && start.game_type !== 2 && !playTimeOver} />
            </div>
            <FavouriteHeart game={game} placement="page" />
          </div>
        </Suspense>
      )}
      <div
        data-testid="game-page"
        data-game-type={game.game_type}
        data-state={state}
        data-play-time={playTimeState}
        className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
      >
        {minutesLeft !== null && (
          <Suspense fallback={null}>
            <PlayTimeWarning minutes={minutesLeft} />
          </Suspense>
        )}
        {playTimeOver ? (
          <Suspense fallback={<GameFrameLoading />}>
            <PlayTimeOver until={playAgainAt} />
          </Suspense>
        ) : state === 'idle' ? (
          // Until the session is known: the box of what most likely replaces it (a guest's: the game for a demo,
          // else the login prompt), so nothing moves when the launch is decided.
          game.is_demo ? (
            <GameFrameLoading />
          ) : (
            <div className={cx(loginBox, css({ display: 'flex', alignItems: 'center', justifyContent: 'center' }))}>
              <Spinner label={t('common.loading')} />
            </div>
          )
        ) : state === 'loginRequired' ? (
          <LoginToPlay game={game} />
        ) : mode === 'redirect' ? (
          <RemoteRedirect gameName={game.name} failed={state === 'failed'} error={error} onRetry={retry} />
        ) : state === 'failed' ? (
          <GameStartFailed
            error={error}
            onRetry={retry}
            realBalanceHref={offersRealBalance ? gamePath(groupAlias, game.id, BALANCE_TYPE.regular) : null}
          />
        ) : start ? (
          <GamePlayer start={start} />
        ) : (
          // Starting the game, or leaving the page of a game the server does not know.
          <GameFrameLoading />
        )}
        <GameContent game={game} />
        {game.game_description && <GameDescription link={game.game_description} />}
        <GameFooter game={game} />
      </div>
    </Page>
  );
}

// The session bar's height: two rows of figures on a phone, one on a wide screen.
const barBox = css({ minH: { base: '14', md: '10' } });

const loginBox = cx(
  card({ padded: false }),
  css({
    position: 'relative',
    overflow: 'hidden',
    maxH: '675px',
    aspectRatio: '16 / 9',
  }),
);

function LoginToPlay({ game }: { game: Game }) {
  const t = useT();
  const poster = game.images.poster ?? game.images.preview;
  return (
    <div data-testid="login-to-play" className={loginBox}>
      {poster && (
        <ResponsiveImage
          image={poster}
          eager
          className={css({
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            opacity: 0.35,
            filter: 'grayscale(0.6)',
          })}
        />
      )}
      <div
        className={css({
          position: 'absolute',
          inset: '0',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: '3',
          p: '4',
          textAlign: 'center',
        })}
      >
        <p className={css({ fontSize: { base: 'md', md: 'xl' }, fontWeight: 'bold' })}>{t('games.loginTitle')}</p>
        <p className={css({ color: 'textMuted', display: { base: 'none', sm: 'block' } })}>{t('games.loginText')}</p>
        <div className={css({ display: 'flex', gap: '3' })}>
          <Link href="/login" className={button({ variant: 'primary' })}>
            {t('header.login')}
          </Link>
          <Link href="/register" className={button({ variant: 'secondary' })}>
            {t('header.register')}
          </Link>
        </div>
      </div>
    </div>
  );
}

/**
 * docs/product.md#routes-list: on the games route, a phone in landscape hides the header and footer (CSS hook on
 * <html>).
 */
function useHideChromeInLandscape() {
  const landscapePhone = useMediaQuery('(orientation: landscape) and (max-height: 639px)');
  useEffect(() => {
    const root = document.documentElement;
    if (landscapePhone) root.dataset.gameLandscape = '';
    else delete root.dataset.gameLandscape;
    return () => {
      delete root.dataset.gameLandscape;
    };
  }, [landscapePhone]);
}
