// docs/product.md#routes-cashier / docs/product.md#calls-payment-bodies embedded payment page (MonCash): the system's
// page in an iframe. Its only way out is the `moncash-button-payment-page` message, trusted only from that page's
// origin and window, after which the top window goes to the given URL if it is http(s).
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import type { PaymentSystemDetail } from '../../../contract/schemas/wallet';
import { useT } from '../../i18n/use-t';
import { PAYMENT_FRAME } from '../../../contract/frame-policy';
import { safeHttpUrl } from '../../../contract/safe-url';

export const PAGE_MESSAGE_TYPE = 'moncash-button-payment-page';

export function PageSystem({ system }: { system: Extract<PaymentSystemDetail, { type: 'page' }> }) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const page = safeHttpUrl(system.html);
  const src = page?.href ?? null;

  useEffect(() => {
    if (!src) return;
    const origin = new URL(src).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source === null || event.source !== frame.current?.contentWindow) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null) return;
      const { type, url } = data as { type?: unknown; url?: unknown };
      if (type !== PAGE_MESSAGE_TYPE || typeof url !== 'string') return;
      const target = safeHttpUrl(url);
      if (target) window.location.assign(target.href);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src]);

  if (!src) {
    return (
      <p role="alert" data-testid="payment-system-error" className={css({ color: 'danger' })}>
        {t('cashier.serviceError')}
      </p>
    );
  }
  return (
    <iframe
      ref={frame}
      src={src}
      title={t('cashier.pageFrame', { name: system.name })}
      data-testid="payment-page-frame"
      sandbox={PAYMENT_FRAME.sandbox}
      referrerPolicy={PAYMENT_FRAME.referrerPolicy}
      className={css({
        w: '100%',
        h: { base: '34rem', lg: '38rem' },
        border: 'none',
        borderRadius: 'control',
        bg: 'white',
      })}
    />
  );
}
