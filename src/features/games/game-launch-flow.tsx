// The game launch flow (docs/product.md#flows-game-launch) of a page's tiles, loaded with the first launch
// (game-launcher.tsx): one gameLaunch actor, the login modal for guests on non-demo games (its sign-in goes on with the
// launch), the balance choice modal and the failure notice.
import { useSelector } from '@xstate/react';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { BALANCE_TYPE } from '../../api/games';
import { DESKTOP_MIN_WIDTH } from '../../config/constants';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { type LaunchTarget, gameLaunchMachine } from '../../machines/game-launch/game-launch.machine';
import {
  selectIsChoosingBalance,
  selectIsLaunching,
  selectLaunchError,
  selectLaunchState,
} from '../../machines/game-launch/game-launch.selectors';
import { selectBalance, selectIsAuthenticated } from '../../machines/session/session.selectors';
import { Dialog } from '../../ui/dialog';
import { formatMoney } from '../../ui/format';
import { matches } from '../../ui/media';
import { errorText } from '../../ui/error-text';
import { safeHttpHref } from '../../../contract/safe-url';
import { gamePath } from './game-links';
import { fetchGameUrl } from './launch-requests';
import { useActorRef } from '../../app/inspect-actor-ref';
import type { Launch, LaunchView } from './game-launcher';
import { LoginModal, type SignInSlot, useLoginModal } from './login-modal';

export interface LaunchFlowProps {
  /** Set to the flow's launch once it runs; the launcher sends every later launch through it. */
  connect: RefObject<Launch | null>;
  /** The launch asked for before the flow had loaded. */
  takePending: () => LaunchTarget | null;
  /** The flow's state for the launcher's wrapper (data-state, aria-busy). */
  onView: (view: LaunchView) => void;
  /** The sign-in form the login modal holds. */
  signIn: SignInSlot;
}

export function LaunchFlow({ connect, takePending, onView, signIn }: LaunchFlowProps) {
  const sessionActor = useSessionActor();
  const t = useT();
  const [, navigate] = useLocation();
  // The two actors call each other: the launch opens the modal, the modal hands the launch back.
  const loginModalRef = useRef<ReturnType<typeof useLoginModal> | null>(null);
  const actor = useActorRef(
    gameLaunchMachine.provide({
      actors: { fetchGameUrl },
      actions: {
        openLogin: () => loginModalRef.current?.send({ type: 'login.open' }),
        openGamePage: (_, { target, balanceType }) => navigate(gamePath(target.groupAlias, target.gameId, balanceType)),
        redirect: (_, info) => {
          const url = safeHttpHref(info.url);
          if (url) window.location.assign(url);
        },
      },
    }),
  );
  const loginModal = useLoginModal(actor);
  useEffect(() => {
    loginModalRef.current = loginModal;
  }, [loginModal]);
  const state = useSelector(actor, selectLaunchState);
  const choosing = useSelector(actor, selectIsChoosingBalance);
  const launching = useSelector(actor, selectIsLaunching);
  const error = useSelector(actor, selectLaunchError);
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  const balance = useSelector(sessionActor, selectBalance);

  // Back from the provider page (back-forward cache): the launch is over.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && actor.send({ type: 'launch.reset' });
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [actor]);

  const launch = useCallback<Launch>(
    (target) =>
      actor.send({
        type: 'game.launch',
        target,
        isAuthenticated: selectIsAuthenticated(sessionActor.getSnapshot()),
        isWide: matches(`(min-width: ${DESKTOP_MIN_WIDTH}px)`),
      }),
    [actor, sessionActor],
  );
  const message = errorText(error, t, 'games.launchFailed');

  useEffect(() => onView({ state, launching }), [onView, state, launching]);
  useEffect(() => {
    connect.current = launch;
    // The click that loaded the flow goes once every effect of the mount has run (the actor is started).
    queueMicrotask(() => {
      const target = takePending();
      if (target) connect.current?.(target);
    });
    return () => {
      connect.current = null;
    };
  }, [connect, takePending, launch]);

  return (
    <>
      {message && (
        <div
          role="alert"
          className={css({
            position: 'fixed',
            insetX: '4',
            bottom: { base: 'calc(token(sizes.tabBarHeight) + 16px)', lg: '6' },
            mx: 'auto',
            maxW: '28rem',
            bg: 'surfaceRaised',
            borderWidth: '1px',
            borderColor: 'danger',
            borderRadius: 'card',
            p: '4',
            display: 'flex',
            gap: '3',
            alignItems: 'center',
            zIndex: 30,
          })}
        >
          <p className={css({ flex: '1' })}>{message}</p>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            onClick={() => actor.send({ type: 'launch.reset' })}
          >
            {t('common.close')}
          </button>
        </div>
      )}
      <LoginModal actor={loginModal} signIn={signIn} />
      <Dialog
        open={choosing && authenticated}
        title={t('games.balanceTitle')}
        onClose={() => actor.send({ type: 'choice.cancel' })}
        testId="balance-choice"
      >
        <p className={css({ color: 'textMuted' })}>{t('games.balanceText')}</p>
        <div className={css({ display: 'grid', gap: '3' })}>
          <button
            type="button"
            className={button({ variant: 'primary', size: 'lg' })}
            onClick={() => actor.send({ type: 'balance.choose', balanceType: BALANCE_TYPE.regular })}
          >
            {t('games.balanceReal')}
            {balance && (
              <span className={css({ fontWeight: 'normal' })}>{formatMoney(balance.balance, balance.currency)}</span>
            )}
          </button>
          <button
            type="button"
            className={button({ variant: 'secondary', size: 'lg' })}
            onClick={() => actor.send({ type: 'balance.choose', balanceType: BALANCE_TYPE.bonus })}
          >
            {t('games.balanceBonus')}
            {balance && (
              <span className={css({ fontWeight: 'normal' })}>
                {formatMoney(balance.bonus_balance, balance.currency)}
              </span>
            )}
          </button>
        </div>
      </Dialog>
    </>
  );
}
