// Browser wallet access (docs/architecture.md#stack): EIP-6963 discovery first, window.ethereum (EIP-1193) as fallback.
import { authorizeWallet } from '../../api/wallet';
import type { WalletSignIn } from '../../machines/wallet-oauth/wallet-oauth.machine';

export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

export class NoWalletError extends Error {
  override readonly name = 'NoWalletError';
}

/** EIP-1193 code 4001: the player refused in the wallet. */
export const isUserRejection = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 4001;

function discoverProvider(timeoutMs = 300): Promise<Eip1193Provider | null> {
  return new Promise((resolve) => {
    const announced = (event: Event) => {
      const detail = (event as CustomEvent<{ provider?: Eip1193Provider }>).detail;
      if (detail?.provider) finish(detail.provider);
    };
    const finish = (provider: Eip1193Provider | null) => {
      window.removeEventListener('eip6963:announceProvider', announced);
      clearTimeout(timer);
      resolve(provider);
    };
    const timer = setTimeout(() => finish((window as { ethereum?: Eip1193Provider }).ethereum ?? null), timeoutMs);
    window.addEventListener('eip6963:announceProvider', announced);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
  });
}

/**
 * Connect, sign the EIP-4361 message with the single-use nonce the flow fetched first, authorize
 * (docs/product.md#flows-wallet-oauth wallet flow).
 */
export async function walletSignIn(nonce: string, signal: AbortSignal): Promise<WalletSignIn> {
  const provider = await discoverProvider();
  if (!provider) throw new NoWalletError('No wallet');
  const [account] = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
  if (!account) throw new NoWalletError('No account');
  const [{ createSiweMessage }, { getAddress, toHex }] = await Promise.all([import('viem/siwe'), import('viem')]);
  const chainId =
    Number.parseInt(String(await provider.request({ method: 'eth_chainId' }).catch(() => '0x1')), 16) || 1;
  const address = getAddress(account);
  const message = createSiweMessage({
    address,
    chainId,
    domain: window.location.host,
    uri: window.location.origin,
    nonce,
    version: '1',
    statement: 'Sign in to Bèl Chans',
    issuedAt: new Date(),
  });
  const signature = (await provider.request({ method: 'personal_sign', params: [toHex(message), address] })) as string;
  const completion = await authorizeWallet(message, signature, { signal });
  return { address, completion };
}
