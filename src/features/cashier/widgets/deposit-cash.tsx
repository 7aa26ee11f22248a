// Scaffold: the deposit-cash widget (spec §2 payment systems) is being built; this export is its contract.
import type { WidgetSystem } from './widget-system';

export function DepositCashWidget({ system }: { system: WidgetSystem }) {
  return <p data-testid="widget-deposit-cash">{system.name}</p>;
}
