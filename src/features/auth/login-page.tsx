// /login (docs/product.md#routes-auth, docs/product.md#rules-login): the sign-in form; a successful sign-in signs the
// session in, which loads the account and goes home (docs/product.md#flows-session).
import { useSelector } from '@xstate/react';
import { Redirect } from 'wouter';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { selectIsAuthenticated } from '../../machines/session/session.selectors';
import { Page } from '../../ui/page';
import { SignInForm } from './sign-in-form';

/** The same form in the game tiles' login modal: the router hands it to the lobby pages (src/routes.tsx). */
export { SignInForm };

export function LoginPage() {
  const sessionActor = useSessionActor();
  const t = useT();
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  // A player who is signed in has nothing to do here (the session goes home itself after a sign-in here).
  if (authenticated) return <Redirect to="/" replace />;
  return (
    <Page title={t('login.title')}>
      <div className={cx(card({ padded: false }), css({ w: '100%', maxW: '26rem', p: { base: '4', md: '6' } }))}>
        <SignInForm onSignedIn={() => sessionActor.send({ type: 'session.authorize' })} />
      </div>
    </Page>
  );
}
