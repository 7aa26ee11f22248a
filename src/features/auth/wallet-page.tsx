// /login/web3, /register/web3, /auth/web3 (docs/product.md#routes-cashier wallet connect page,
// docs/product.md#flows-wallet-oauth wallet flow).
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import { isApiError } from '../../api/errors';
import { getWalletNonce, registerWallet } from '../../api/wallet';
import { useSessionActor } from '../../app/services';
import { type MessageId, useT } from '../../i18n/use-t';
import { selectIsAuthenticated } from '../../machines/session/session.selectors';
import { walletOAuthMachine } from '../../machines/wallet-oauth/wallet-oauth.machine';
import { selectWalletState } from '../../machines/wallet-oauth/wallet-oauth.selectors';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { errorText } from '../../ui/error-text';
import { panel } from '../../ui/panel';
import { SocialRegistrationForm } from './social-registration-form';
import { isUserRejection, NoWalletError, walletSignIn } from './wallet-provider';
import { useActorRef } from '../../app/inspect-actor-ref';
import { goToSignupLimits } from '../shared/signup-limits-path';

function walletErrorText(error: unknown, t: (id: MessageId) => string): string {
  if (error instanceof NoWalletError) return t('wallet.noWallet');
  if (isUserRejection(error)) return t('wallet.rejected');
  return errorText(isApiError(error) ? error : null, t, 'wallet.error') ?? t('wallet.error');
}

export function WalletPage() {
  const sessionActor = useSessionActor();
  const t = useT();
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  const flow = useActorRef(
    walletOAuthMachine.provide({
      actors: {
        getNonce: fromPromise(({ signal }) => getWalletNonce({ signal })),
        signIn: fromPromise(({ input, signal }: { input: { nonce: string }; signal: AbortSignal }) =>
          walletSignIn(input.nonce, signal),
        ),
        register: fromPromise(({ input, signal }) => registerWallet(input, { signal })),
      },
      actions: {
        // A new account (the confirm-details form registered it) goes on through the limits step
        // (docs/product.md#flows-signup-limits); a sign-in to an existing one goes home.
        authorized: ({ event }) => {
          sessionActor.send({ type: 'session.authorize' });
          if ((event as { type: string }).type === 'xstate.done.actor.register') goToSignupLimits('/');
        },
        // docs/product.md#flows-wallet-oauth: a nonce that cannot be fetched sends the player home.
        goHome: () => navigate('/'),
      },
    }),
  );
  const state = useSelector(flow, selectWalletState);
  const error = useSelector(flow, (s) => s.context.error);
  return (
    <Page title={t('page.authWeb3')}>
      <div
        data-testid="wallet-sign-in"
        data-state={state}
        className={css(panel, { w: '100%', maxW: '28rem', gap: '4' })}
      >
        {state.startsWith('registering') ? (
          <SocialRegistrationForm flow={flow} fallback="wallet.error" />
        ) : state === 'requestingNonce' || state === 'signing' || state === 'authorized' || state === 'left' ? (
          <p role="status" className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <Spinner label="" size={20} />
            {t('wallet.signing')}
          </p>
        ) : (
          <>
            <p className={css({ color: 'textMuted' })}>{t('wallet.intro')}</p>
            {state === 'failed' && error && (
              <p role="alert" data-testid="wallet-error" className={css({ color: 'danger' })}>
                {walletErrorText(error, t)}
              </p>
            )}
            {/* docs/product.md#roles: disabled while authorised. */}
            <button
              type="button"
              className={button({ block: true })}
              disabled={authenticated}
              onClick={() => flow.send({ type: 'wallet.connect' })}
            >
              {t('wallet.connect')}
            </button>
          </>
        )}
      </div>
    </Page>
  );
}
