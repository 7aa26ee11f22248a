// docs/product.md#entities-cashier widget systems: the four widgets by name; any other name is 'Unknown data'.
import { css } from 'styled-system/css';
import { useT } from '../../i18n/use-t';
import { isKnownWidget } from '../../machines/payment-system/payment-system.selectors';
import { DepositCashWidget } from './widgets/deposit-cash';
import { DepositCryptoWidget } from './widgets/deposit-crypto';
import type { WidgetSystem } from './widgets/widget-system';
import { WithdrawalCashWidget } from './widgets/withdrawal-cash';
import { WithdrawalCryptoWidget } from './widgets/withdrawal-crypto';

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
  return <Widget system={system} />;
}
