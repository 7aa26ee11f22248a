// docs/product.md#entities-cashier widget systems: the four widgets by name; any other name is 'Unknown data'.
import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/use-t';
import { isKnownWidget } from '../../machines/payment-system/payment-system.selectors';
import { DepositCashWidget } from './widgets/deposit-cash';
import { DepositCryptoWidget } from './widgets/deposit-crypto';
import type { WidgetSystem } from './widgets/widget-system';
import { WithdrawalCashWidget } from './widgets/withdrawal-cash';
import { Spinner } from '../../ui/spinner';

// Its address checks (checksums of eleven chains, contract/crypto-addresses.ts) load only with this widget, not with
// every cashier page.
const WithdrawalCryptoWidget = lazy(() =>
  import('./widgets/withdrawal-crypto').then((m) => ({ default: m.WithdrawalCryptoWidget })),
);

const widgets = {
  'deposit-cash': DepositCashWidget,
  'deposit-crypto': DepositCryptoWidget,
  'withdrawal-crypto': WithdrawalCryptoWidget,
  'withdrawal-cash': WithdrawalCashWidget,
} as const;

export function WidgetView({ system }: { system: WidgetSystem }) {
  const t = useT();
  if (!isKnownWidget(system.widget)) {
    return (
      <p role="alert" data-testid="payment-system-error" className={css({ color: 'danger' })}>
        {t('cashier.unknownData')}
      </p>
    );
  }
  const Widget = widgets[system.widget];
  return (
    <Suspense
      fallback={
        <div className={css({ display: 'flex', justifyContent: 'center', py: '8' })}>
          <Spinner label={t('common.loading')} />
        </div>
      }
    >
      <Widget system={system} />
    </Suspense>
  );
}
