// Scaffold: the withdrawal-cash widget (spec §2 payment systems) is being built; this export is its contract.
import type { WidgetSystem } from './widget-system';

export function WithdrawalCashWidget({ system }: { system: WidgetSystem }) {
  return <p data-testid="widget-withdrawal-cash">{system.name}</p>;
}
