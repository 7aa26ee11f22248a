// The EIP-4361 ("Sign-In with Ethereum") message of the wallet sign-in (docs/product.md#flows-wallet-oauth wallet flow,
// docs/product.md#calls-list POST auth/metamask/authorize; docs/product.md#flows-sign-in), checked offline: no chain is
// asked, so only plain accounts (EOA) can sign in, which is what a browser wallet's personal_sign gives. The nonce is
// only read here; the route uses it up after the signature holds (server/auth/wallet-nonces.ts).
import { isAddress, isHex, verifyMessage } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { sameHostRedirect } from './oauth-redirect';

/** request: not a message for this site (docs/product.md#errors-auth Web3 error); expired: ask for a new nonce. */
export type SiweRefusal = 'request' | 'signature' | 'expired';
export type SiweCheck = { address: string; nonce: string } | { refusal: SiweRefusal };

const NONCE = /^[a-zA-Z0-9]{8,}$/; // EIP-4361 nonce grammar
const isValidDate = (date: Date | undefined): date is Date => date !== undefined && !Number.isNaN(date.getTime());

/**
 * The lower-cased signer and the nonce of a message signed for this host, or why it is refused.
 * `host` is the request's Host header: EIP-4361 binds a message to the site that asked for it, so a
 * signature a phishing site obtained for its own domain, or for another port, is worthless here.
 */
export async function checkSiwe(message: string, signature: string, host: string | undefined): Promise<SiweCheck> {
  if (!host) return { refusal: 'request' };
  const fields = parseSiweMessage(message);
  const { address, domain, uri, nonce, chainId, scheme, issuedAt, expirationTime, notBefore } = fields;
  if (!address || !isAddress(address, { strict: false }) || !nonce || !NONCE.test(nonce)) return { refusal: 'request' };
  if (domain?.toLowerCase() !== host.trim().toLowerCase()) return { refusal: 'request' };
  // The uri must be on this very origin (http or https), as a Google redirect_uri must.
  const origin = sameHostRedirect(uri, host);
  if (!origin || (scheme !== undefined && `${scheme.toLowerCase()}:` !== origin.protocol))
    return { refusal: 'request' };
  if (fields.version !== '1' || !chainId || !Number.isSafeInteger(chainId) || !isValidDate(issuedAt)) {
    return { refusal: 'request' };
  }
  const now = Date.now();
  if (notBefore !== undefined && (!isValidDate(notBefore) || notBefore.getTime() > now)) return { refusal: 'request' };
  if (expirationTime !== undefined) {
    if (!isValidDate(expirationTime)) return { refusal: 'request' };
    if (expirationTime.getTime() <= now) return { refusal: 'expired' };
  }
  if (!isHex(signature, { strict: true }) || !(await signedBy(address, message, signature))) {
    return { refusal: 'signature' };
  }
  return { address: address.toLowerCase(), nonce };
}

/** verifyMessage throws on a signature that is no point on the curve; that is a refusal, not a 500. */
async function signedBy(address: `0x${string}`, message: string, signature: `0x${string}`): Promise<boolean> {
  try {
    return await verifyMessage({ address, message, signature });
  } catch {
    return false;
  }
}
