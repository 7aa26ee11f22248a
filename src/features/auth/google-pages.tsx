// /login/google, /register/google: the Google button. /auth/google: the return from Google, the code
// exchange (or, when the Google page returned an access token in the fragment, the token-based sign-in) and, for a new
// account, the confirm-details form (docs/product.md#routes-auth Google auth page, docs/product.md#flows-google-oauth
// Google flow). The `state` the return carries goes with the code or token to the server, which checks it against the
// state of the link this browser asked for (a cookie): the return may land in any tab.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { fromPromise } from 'xstate';
import { isApiError } from '../../api/errors';
import { authorizeGoogle, authorizeGoogleToken, getGoogleLink, registerGoogle } from '../../api/oauth';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { type GoogleOAuthInput, googleOAuthMachine } from '../../machines/google-oauth/google-oauth.machine';
import { selectGoogleError, selectGoogleState, selectIsBusy } from '../../machines/google-oauth/google-oauth.selectors';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { errorText } from '../../ui/error-text';
import { panel } from '../../ui/panel';
import { SocialRegistrationForm } from './social-registration-form';
import { useActorRef } from '../../app/inspect-actor-ref';
import { goToSignupLimits } from '../shared/signup-limits-path';

const card = css(panel, { w: '100%', maxW: '28rem', gap: '4' });

const redirectUri = () => `${window.location.origin}/auth/google`;

type Returned = Pick<GoogleOAuthInput, 'code' | 'accessToken' | 'returnedState'>;

/**
 * What the Google page sent back: `?code=…&state=…` (authorization code), or `#access_token=…&state=…` when it
 * returned a token instead (the OAuth implicit grant puts it in the fragment, which never reaches a server), each with
 * the state it names.
 */
function returnedCredential(): Returned {
  const query = new URLSearchParams(window.location.search);
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const code = query.get('code') || null;
  const accessToken = fragment.get('access_token') || null;
  return {
    code,
    accessToken,
    // The state of the credential the machine would exchange: the query's for a code, the fragment's for a token.
    returnedState: (code ? query.get('state') : fragment.get('state')) || null,
  };
}

function useGoogleFlow(returned: Returned) {
  const sessionActor = useSessionActor();
  return useActorRef(
    googleOAuthMachine.provide({
      actors: {
        getLink: fromPromise(({ input, signal }) => getGoogleLink(input.redirectUri, { signal })),
        exchange: fromPromise(({ input, signal }) =>
          authorizeGoogle(input.code, input.state, input.redirectUri, { signal }),
        ),
        exchangeToken: fromPromise(({ input, signal }) =>
          authorizeGoogleToken(input.accessToken, { signal, state: input.state }),
        ),
        register: fromPromise(({ input, signal }) => registerGoogle(input, { signal })),
      },
      actions: {
        openUrl: (_, url) => window.location.assign(url),
        // The code or the token leaves the address (query and fragment) before anything else can read it.
        stripCode: () => window.history.replaceState(window.history.state, '', window.location.pathname),
        goHome: () => navigate('/'),
        // A new account (the confirm-details form registered it) goes on through the limits step
        // (docs/product.md#flows-signup-limits); a sign-in to an existing one goes home.
        authorized: ({ event }) => {
          sessionActor.send({ type: 'session.authorize' });
          if ((event as { type: string }).type === 'xstate.done.actor.register') goToSignupLimits('/');
        },
      },
    }),
    { input: { ...returned, redirectUri: redirectUri() } },
  );
}

/** 'Continue with Google': fetches the consent link (busy while it does), on the start page and after a failure. */
function ContinueButton({ flow }: { flow: ReturnType<typeof useGoogleFlow> }) {
  const t = useT();
  const busy = useSelector(flow, selectIsBusy);
  return (
    <button
      type="button"
      className={button({ block: true })}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => flow.send({ type: 'link.request' })}
    >
      {t('google.continue')}
    </button>
  );
}

/** /login/google and /register/google. */
export function GoogleStartPage() {
  const t = useT();
  const flow = useGoogleFlow({ code: null });
  const state = useSelector(flow, selectGoogleState);
  return (
    <Page title={t('page.authGoogle')}>
      <div data-testid="google-sign-in" data-state={state} className={card}>
        <p className={css({ color: 'textMuted' })}>{t('google.intro')}</p>
        <ContinueButton flow={flow} />
      </div>
    </Page>
  );
}

/** /auth/google: where Google sends the player back with ?code=… or #access_token=…. */
export function GoogleReturnPage() {
  const t = useT();
  // Read once (later renders find the address stripped).
  const [returned] = useState(returnedCredential);
  const flow = useGoogleFlow(returned);
  const state = useSelector(flow, selectGoogleState);
  const failure = useSelector(flow, selectGoogleError);
  const error = failure
    ? (errorText(isApiError(failure) ? failure : null, t, 'google.error') ?? t('google.error'))
    : null;
  const refused = state === 'refused';
  return (
    <Page title={t('page.authGoogle')}>
      <div data-testid="google-sign-in" data-state={state} className={card}>
        {state === 'exchanging' || state === 'exchangingToken' || state === 'authorized' ? (
          <p role="status" className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <Spinner label="" size={20} />
            {t('google.exchanging')}
          </p>
        ) : state.startsWith('registering') ? (
          <SocialRegistrationForm flow={flow} fallback="google.error" />
        ) : (
          <>
            <p
              role={error || refused ? 'alert' : undefined}
              data-testid="google-error"
              className={css({ color: error || refused ? 'danger' : 'textMuted' })}
            >
              {refused ? t('google.stateMismatch') : (error ?? t('google.noCode'))}
            </p>
            <ContinueButton flow={flow} />
          </>
        )}
      </div>
    </Page>
  );
}
