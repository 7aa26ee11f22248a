// docs/product.md#routes-cashier link methods: the system lives on its own site; the button opens it in a new tab
// (http(s) only).
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { PaymentSystemDetail } from '../../../contract/schemas/wallet';
import { useT } from '../../i18n/use-t';
import { safeHttpUrl } from '../../../contract/safe-url';

export function LinkSystem({ system }: { system: Extract<PaymentSystemDetail, { type: 'link' }> }) {
  const t = useT();
  const href = safeHttpUrl(system.href);
  if (!href) {
    return (
      <p role="alert" data-testid="payment-system-error" className={css({ color: 'danger' })}>
        {t('cashier.serviceError')}
      </p>
    );
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' })}>
      <img src={system.icon} alt="" width={64} height={64} className={css({ borderRadius: 'control', bg: 'white' })} />
      <p className={css({ color: 'textMuted' })}>{t('cashier.externalHint')}</p>
      <a
        href={href.href}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="payment-external-link"
        className={button({ variant: 'primary' })}
      >
        {t('cashier.openExternal', { name: system.name })}
        <span className="sr-only"> {t('common.opensNewTab')}</span>
      </a>
    </div>
  );
}
