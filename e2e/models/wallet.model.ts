import type { Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

/**
 * An EIP-1193 provider injected into the page and backed by a local viem account: signatures are real
 * secp256k1 signatures the server verifies. `tamper` flips a digit of every signature.
 */
export async function injectWallet(page: Page, options: { tamper?: boolean } = {}) {
  const account = privateKeyToAccount(generatePrivateKey());
  await page.exposeFunction('__walletSign', async (hex: `0x${string}`) => {
    const signature = await account.signMessage({ message: { raw: hex } });
    if (!options.tamper) return signature;
    const last = signature.at(-3) === 'a' ? 'b' : 'a';
    return `${signature.slice(0, -3)}${last}${signature.slice(-2)}`;
  });
  await page.addInitScript((address) => {
    const provider = {
      request: async ({ method, params }: { method: string; params?: unknown[] }) => {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address];
        if (method === 'eth_chainId') return '0x1';
        if (method === 'personal_sign') {
          return (window as unknown as { __walletSign: (hex: string) => Promise<string> }).__walletSign(
            String(params?.[0]),
          );
        }
        throw Object.assign(new Error(`Unsupported ${method}`), { code: 4200 });
      },
    };
    (window as unknown as { ethereum: typeof provider }).ethereum = provider;
  }, account.address);
  return account;
}
