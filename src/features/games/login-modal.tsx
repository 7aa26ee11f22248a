// The login modal of the game tiles (docs/product.md#flows-login-modal): a guest's launch of a game that is not a demo
// opens it with the sign-in form itself; once signed in, the launch goes on. Its states are the loginModal machine's;
// the native dialog gives Escape, the focus trap and focus back to the tile that opened it (src/ui/dialog.tsx).
import { useSelector } from '@xstate/react';
import { type ComponentType, Suspense, useEffect } from 'react';
import { css } from 'styled-system/css';
import type { ActorRefFrom } from 'xstate';
import { useActorRef } from '../../app/inspect-actor-ref';
import { useSessionActor } from '../../app/services';
import { DESKTOP_MIN_WIDTH } from '../../config/constants';
import { useT } from '../../i18n/use-t';
import type { GameLaunchMachine } from '../../machines/game-launch/game-launch.machine';
import { loginModalMachine } from '../../machines/login-modal/login-modal.machine';
import {
  selectIsSigningIn,
  selectLoginModalOpen,
  selectLoginModalState,
  selectShowsSignInForm,
  selectSignInFailed,
} from '../../machines/login-modal/login-modal.selectors';
import { selectIsAuthenticated, selectIsChecking } from '../../machines/session/session.selectors';
import { Dialog } from '../../ui/dialog';
import { matches } from '../../ui/media';
import { Spinner } from '../../ui/spinner';

/**
 * The sign-in form the dialog holds: the auth feature's, handed down by the page that shows the tiles
 * (docs/architecture.md#dependencies), loaded with the dialog's first opening.
 */
export type SignInSlot = ComponentType<{ onSignedIn: () => void; onLeave: () => void }>;

/** The modal's actor: the launch flow sends it `login.open` from the game launch's openLogin. */
export function useLoginModal(launch: ActorRefFrom<GameLaunchMachine>) {
  const sessionActor = useSessionActor();
  const actor = useActorRef(
    loginModalMachine.provide({
      actions: {
        // docs/product.md#flows-login-modal: the session reads the new sign-in (and does not go home).
        signedIn: () => sessionActor.send({ type: 'session.check' }),
        continueLaunch: () =>
          launch.send({ type: 'login.done', isWide: matches(`(min-width: ${DESKTOP_MIN_WIDTH}px)`) }),
        cancelLaunch: () => launch.send({ type: 'login.cancel' }),
      },
    }),
  );
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  const checking = useSelector(sessionActor, selectIsChecking);
  // The session's changes reach the modal as events: signed in (by the form, or elsewhere), or a check that ended
  // signed out.
  useEffect(() => {
    if (authenticated) actor.send({ type: 'session.signedIn' });
    else if (!checking) actor.send({ type: 'session.signedOut' });
  }, [actor, authenticated, checking]);
  return actor;
}

// The texts of signingIn and signInFailed are the route part's (login.*): both states come after the form, whose
// module loads with that part (docs/architecture.md#i18n), so they stay off the lobby's first load.
export function LoginModal({ actor, signIn: SignIn }: { actor: ReturnType<typeof useLoginModal>; signIn: SignInSlot }) {
  const t = useT();
  const state = useSelector(actor, selectLoginModalState);
  const open = useSelector(actor, selectLoginModalOpen);
  const showsForm = useSelector(actor, selectShowsSignInForm);
  const signingIn = useSelector(actor, selectIsSigningIn);
  const failed = useSelector(actor, selectSignInFailed);
  const loading = (
    <div className={css({ display: 'flex', justifyContent: 'center', py: '6' })}>
      <Spinner label={t('common.loading')} />
    </div>
  );
  return (
    <div data-testid="login-modal-flow" data-state={state} className={css({ display: 'contents' })}>
      <Dialog
        open={open}
        title={t('games.loginTitle')}
        onClose={() => actor.send({ type: 'login.dismiss' })}
        testId="login-modal"
      >
        <p className={css({ color: 'textMuted' })}>{t('games.loginText')}</p>
        {failed && (
          <p
            role="alert"
            className={css({ color: 'danger', bg: 'coral.500/12', borderRadius: 'control', px: '3', py: '2' })}
          >
            {t('login.signInFailed')}
          </p>
        )}
        {signingIn && (
          <div
            data-testid="login-modal-signing-in"
            className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3', py: '6' })}
          >
            <Spinner label={t('login.signingIn')} />
            <span aria-hidden="true">{t('login.signingIn')}</span>
          </div>
        )}
        {showsForm && (
          <Suspense fallback={loading}>
            <SignIn
              onSignedIn={() => actor.send({ type: 'login.succeed' })}
              onLeave={() => actor.send({ type: 'login.follow' })}
            />
          </Suspense>
        )}
      </Dialog>
    </div>
  );
}
