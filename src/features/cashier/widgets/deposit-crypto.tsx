// Scaffold: the deposit-crypto widget (spec §2 payment systems) is being built; this export is its contract.
import type { WidgetSystem } from './widget-system';

export function DepositCryptoWidget({ system }: { system: WidgetSystem }) {
  return <p data-testid="widget-deposit-crypto">{system.name}</p>;
}
