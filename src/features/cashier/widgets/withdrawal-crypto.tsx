// Scaffold: the withdrawal-crypto widget (spec §2 payment systems) is being built; this export is its contract.
import type { WidgetSystem } from './widget-system';

export function WithdrawalCryptoWidget({ system }: { system: WidgetSystem }) {
  return <p data-testid="widget-withdrawal-crypto">{system.name}</p>;
}
