// /loginTG (docs/product.md#routes-auth, docs/product.md#flows-telegram): the QR code of the Telegram sign-in link
// while the app polls the token.
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { telegramSignInLink } from '../../api/telegram';
import { useSessionActor } from '../../app/services';
import { useTelegramActor } from '../../app/telegram-actor';
import { useT } from '../../i18n/use-t';
import { selectIsAuthenticated } from '../../machines/session/session.selectors';
import {
  selectIsExpired,
  selectIsPolling,
  selectIsRequesting,
  selectTelegramError,
  selectTelegramState,
  selectTelegramToken,
} from '../../machines/telegram/telegram.selectors';
import { Page } from '../../ui/page';
import { QrCode } from '../../ui/qr-code';
import { Spinner } from '../../ui/spinner';
import { errorText } from '../../ui/error-text';
import { panel } from '../../ui/panel';

export function TelegramPage() {
  const sessionActor = useSessionActor();
  const telegramActor = useTelegramActor();
  const t = useT();
  const state = useSelector(telegramActor, selectTelegramState);
  const token = useSelector(telegramActor, selectTelegramToken);
  const polling = useSelector(telegramActor, selectIsPolling);
  const requesting = useSelector(telegramActor, selectIsRequesting);
  const failure = errorText(useSelector(telegramActor, selectTelegramError), t, 'telegram.failed');
  // docs/product.md#flows-telegram: the token ran out while no check got through.
  const error = useSelector(telegramActor, selectIsExpired) ? t('telegram.expired') : failure;
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  const link = token ? telegramSignInLink(token, window.location.origin) : null;
  return (
    <Page title={t('page.loginTG')}>
      <div
        data-testid="telegram-sign-in"
        data-state={state}
        className={css(panel, { w: '100%', maxW: '26rem', alignItems: 'center', gap: '4', textAlign: 'center' })}
      >
        {polling && link ? (
          <>
            <p className={css({ color: 'textMuted' })}>{t('telegram.scan')}</p>
            <QrCode value={link} label={t('telegram.qrLabel')} />
            <a href={link} target="_blank" rel="noopener noreferrer" className={button({ block: true })}>
              {t('telegram.open')} <span className="sr-only">{t('common.opensNewTab')}</span>
            </a>
            <p role="status" className={css({ display: 'flex', alignItems: 'center', gap: '2', color: 'textMuted' })}>
              <Spinner label="" size={18} />
              {t('telegram.waiting')}
            </p>
          </>
        ) : (
          <>
            {error && (
              <p role="alert" data-testid="telegram-error" className={css({ color: 'danger' })}>
                {error}
              </p>
            )}
            <button
              type="button"
              className={button({ block: true })}
              disabled={authenticated || requesting}
              aria-busy={requesting || undefined}
              onClick={() => telegramActor.send({ type: 'telegram.start' })}
            >
              {t('telegram.start')}
            </button>
          </>
        )}
      </div>
    </Page>
  );
}
