// What every payment widget receives: the payment_system/{id} detail of a widget system. Each widget
// parses `data` with its own schema (docs/product.md#entities-cashier: crypto widget data, cash clubs, withdrawal
// widget extras).
import type { PaymentSystemDetail } from '../../../../contract/schemas/wallet';

export type WidgetSystem = Extract<PaymentSystemDetail, { type: 'widget' }>;
