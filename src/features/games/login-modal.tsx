// The login modal of the game tiles (docs/product.md#rules): a guest's launch of a game that is not a demo asks
// to log in or register. Its open flag is the loginModal machine's; the native dialog gives Escape, the focus
// trap and focus back to the tile that opened it (src/ui/dialog.tsx).
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useActorRef } from '../../app/inspect-actor-ref';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { loginModalMachine } from '../../machines/login-modal/login-modal.machine';
import { selectLoginModalOpen, selectLoginModalState } from '../../machines/login-modal/login-modal.selectors';
import { selectIsAuthenticated } from '../../machines/session/session.selectors';
import { Dialog } from '../../ui/dialog';

/** The modal's actor: the launch flow sends it `login.open` from the game launch's openLogin. */
export function useLoginModal() {
  const actor = useActorRef(loginModalMachine);
  const sessionActor = useSessionActor();
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  // The session's change reaches the modal as an event: a check that ends signed in closes it.
  useEffect(() => {
    if (authenticated) actor.send({ type: 'session.signedIn' });
  }, [actor, authenticated]);
  return actor;
}

export function LoginModal({ actor }: { actor: ReturnType<typeof useLoginModal> }) {
  const t = useT();
  const state = useSelector(actor, selectLoginModalState);
  const open = useSelector(actor, selectLoginModalOpen);
  const follow = () => actor.send({ type: 'login.follow' });
  return (
    <div data-testid="login-modal-flow" data-state={state} className={css({ display: 'contents' })}>
      <Dialog
        open={open}
        title={t('games.loginTitle')}
        onClose={() => actor.send({ type: 'login.dismiss' })}
        testId="login-modal"
      >
        <p className={css({ color: 'textMuted' })}>{t('games.loginText')}</p>
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <Link href="/login" className={button({ variant: 'primary' })} onClick={follow}>
            {t('header.login')}
          </Link>
          <Link href="/register" className={button({ variant: 'secondary' })} onClick={follow}>
            {t('header.register')}
          </Link>
        </div>
      </Dialog>
    </div>
  );
}
