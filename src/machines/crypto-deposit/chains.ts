// docs/product.md#rules-crypto-withdrawal: chains without a currency or a value cannot be selected (shared by both
// crypto flows).
import type { CryptoChain } from '../../../contract/schemas/wallet';

export interface SelectableChain {
  value: string;
  currency: string;
}

export function isSelectableChain(chain: CryptoChain): chain is CryptoChain & SelectableChain {
  return (
    typeof chain.value === 'string' && chain.value !== '' && typeof chain.currency === 'string' && chain.currency !== ''
  );
}

/** The selectable chains in server order, reduced to what the machines need. */
export function selectableChains(chains: readonly CryptoChain[]): SelectableChain[] {
  return chains.filter(isSelectableChain).map(({ value, currency }) => ({ value, currency }));
}
