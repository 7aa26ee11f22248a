// Money crosses the API as major units (numbers with 2 decimals, docs/product.md#entities-money balance) and is stored
// as integer minor units (docs/architecture.md#ledger) so sums never drift.
export const CURRENCY = 'HTG';
const MINOR_PER_MAJOR = 100;

export const toMinor = (major: number): number => Math.round(major * MINOR_PER_MAJOR);
export const toMajor = (minor: number): number => minor / MINOR_PER_MAJOR;
