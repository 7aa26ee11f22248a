// The sign-in services of the login and register pages and of the game tiles' login dialog, exactly as the site config
// lists them (`external_authorization_button`, docs/api.md#sign-in-services): a button per service the app knows, in
// the listed order, and 'No available OAuth services' when it lists none (docs/product.md#errors-auth). The Telegram
// and wallet buttons are disabled while the player is signed in (docs/product.md#roles).
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { SIGN_IN_SERVICES, type SignInService } from '../../../contract/sign-in-services';
import { siteConfigQuery } from '../../api/site';
import { useSessionActor } from '../../app/services';
import { useTelegramActor } from '../../app/telegram-actor';
import { useT } from '../../i18n/use-t';
import { selectIsAuthenticated } from '../../machines/session/session.selectors';
import {
  selectIsRequesting,
  selectTelegramError,
  selectTelegramState,
} from '../../machines/telegram/telegram.selectors';
import { errorText } from '../../ui/error-text';
import { QueryView, queryViewState } from '../../ui/query-view';
import { SocialIcon } from '../../ui/social-icon';
import { Spinner } from '../../ui/spinner';

/** The listed services the app has a button for, in the listed order (unknown names are the operator's business). */
export const knownServices = (listed: readonly string[]): SignInService[] =>
  listed.filter((name): name is SignInService => (SIGN_IN_SERVICES as readonly string[]).includes(name));

const list = css({ display: 'flex', flexDirection: 'column', gap: '3' });

export function SignInServices({
  from,
  onLeave,
}: {
  /** The page the services start from: Google and the wallet have their sign-in page under it. */
  from: 'login' | 'register';
  /** A link to a service's sign-in page was followed (the login dialog closes). */
  onLeave?: () => void;
}) {
  const t = useT();
  const config = useQuery(siteConfigQuery());
  const isEmpty = (data: { external_authorization_button: string[] }) =>
    knownServices(data.external_authorization_button).length === 0;
  return (
    <div data-testid="sign-in-services" data-state={queryViewState(config, isEmpty)} className={list}>
      {/* Below the phone form: the other ways in. */}
      <p aria-hidden="true" className={css({ textAlign: 'center', color: 'textMuted', fontSize: 'sm' })}>
        {t('login.or')}
      </p>
      <QueryView
        query={config}
        isEmpty={isEmpty}
        loading={
          <div className={css({ display: 'flex', justifyContent: 'center', py: '2' })}>
            <Spinner label={t('common.loading')} />
          </div>
        }
        failed={{ message: t('login.servicesFailed'), variant: 'inline' }}
        empty={<p className={css({ color: 'textMuted', textAlign: 'center' })}>{t('login.noServices')}</p>}
      >
        {(data) =>
          knownServices(data.external_authorization_button).map((service) => (
            <ServiceButton key={service} service={service} from={from} onLeave={onLeave} />
          ))
        }
      </QueryView>
    </div>
  );
}

function ServiceButton({
  service,
  from,
  onLeave,
}: {
  service: SignInService;
  from: 'login' | 'register';
  onLeave: (() => void) | undefined;
}) {
  const t = useT();
  const authenticated = useSelector(useSessionActor(), selectIsAuthenticated);
  const secondary = button({ variant: 'secondary', block: true });
  // The Telegram flow leaves the page by itself once it has a token (a refusal is told under its button).
  if (service === 'telegram') return <TelegramButton authenticated={authenticated} />;
  if (service === 'google') {
    return (
      <Link href={`/${from}/google`} className={secondary} data-service="google" onClick={onLeave}>
        {t('google.continue')}
      </Link>
    );
  }
  // docs/product.md#roles: no wallet sign-in while signed in.
  return authenticated ? (
    <button type="button" className={secondary} data-service="metamask" disabled>
      {t('wallet.connect')}
    </button>
  ) : (
    <Link href={`/${from}/web3`} className={secondary} data-service="metamask" onClick={onLeave}>
      {t('wallet.connect')}
    </Link>
  );
}

/** The Telegram flow starts here and goes on at /loginTG: its state on the button (UI path tests). */
function TelegramButton({ authenticated }: { authenticated: boolean }) {
  const t = useT();
  const telegramActor = useTelegramActor();
  const busy = useSelector(telegramActor, selectIsRequesting);
  const state = useSelector(telegramActor, selectTelegramState);
  // A refused token request leaves the flow failed here, before /loginTG: say so under the button.
  const error = errorText(useSelector(telegramActor, selectTelegramError), t, 'telegram.failed');
  const errorId = useId();
  return (
    <>
      {/* docs/product.md#roles: disabled while signed in. */}
      <button
        type="button"
        data-testid="telegram-button"
        data-service="telegram"
        data-state={state}
        className={button({ variant: 'secondary', block: true })}
        disabled={authenticated || busy}
        aria-busy={busy || undefined}
        aria-describedby={state === 'failed' && error ? errorId : undefined}
        onClick={() => telegramActor.send({ type: 'telegram.start' })}
      >
        <SocialIcon name="telegram" size={20} />
        {t('telegram.button')}
      </button>
      {state === 'failed' && error && (
        <p
          id={errorId}
          role="alert"
          data-testid="telegram-error"
          className={css({ color: 'danger', fontSize: 'sm', textAlign: 'center' })}
        >
          {error}
        </p>
      )}
    </>
  );
}
