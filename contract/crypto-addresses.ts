// Withdrawal addresses of the crypto chains, checked the way the chains' own wallets check them
// (docs/product.md#rules-crypto-withdrawal): a typo in an address that carries a checksum is refused before anything
// is sent, by the app and again by the server. Encodings come from @scure/base and hashes from @noble/hashes (audited,
// dependency-free, already in the tree through viem); the two checksums no such library offers on its own (Bitcoin
// Cash's CashAddr polymod and TON's CRC16) are a few lines each below, tested against their published vectors.
//
// | chain | forms accepted | what catches a typo |
// |---|---|---|
// | BTC | legacy 1…/3… (Base58Check), segwit bc1q… (bech32), taproot bc1p… (bech32m) | 4-byte or 30-bit checksum |
// | BCH | CashAddr (bitcoincash:)q…/p…, legacy 1…/3… | 40-bit or 4-byte checksum |
// | LTC | L…/M…/3… (Base58Check), ltc1… (bech32/bech32m) | checksum |
// | DOGE, DASH, TRX | Base58Check with the chain's version bytes (D…/9…/A…, X…/7…, T…) | 4-byte checksum |
// | XRP | r… (Base58Check, Ripple alphabet) | 4-byte checksum |
// | ETH, BNB | 0x + 40 hex (EIP-55) | mixed case must match the checksum; all-lower or all-upper carries none |
// | TON | user-friendly EQ…/UQ… (36 bytes, base64url or base64) | CRC16 |
// | SOL | base58 of a 32-byte ed25519 key | none: Solana addresses have no checksum, only the form is checked |
import { sha256 } from '@noble/hashes/sha256';
import { keccak_256 } from '@noble/hashes/sha3';
import { base58, base58xrp, base64, base64url, bech32, bech32m, createBase58check, utils } from '@scure/base';

const doubleSha256 = (data: Uint8Array) => sha256(sha256(data));
const base58check = createBase58check(sha256);
const base58checkXrp = utils.chain(utils.checksum(4, doubleSha256), base58xrp);

/** Decodes without throwing: null for a string that is not in the encoding or fails its checksum. */
function attempt<T>(decode: () => T): T | null {
  try {
    return decode();
  } catch {
    return null;
  }
}

/** A Base58Check address: a 20-byte hash behind one of the chain's version bytes. */
function isBase58Check(address: string, versions: readonly number[], coder = base58check): boolean {
  const bytes = attempt(() => coder.decode(address));
  return bytes !== null && bytes.length === 21 && versions.includes(bytes[0] as number);
}

/**
 * A segwit address of `hrp` (BIP 173 / BIP 350): witness version 0 in bech32 with a 20- or 32-byte program, versions
 * 1–16 in bech32m with a 2–40-byte program. Mixed case is refused by the decoders.
 */
function isSegwit(address: string, hrp: string): boolean {
  const lower = address.toLowerCase();
  if (!lower.startsWith(`${hrp}1`)) return false;
  const v0 = bech32.decodeUnsafe(address);
  if (v0) {
    const program = bech32.fromWordsUnsafe(v0.words.slice(1));
    return v0.prefix === hrp && v0.words[0] === 0 && !!program && (program.length === 20 || program.length === 32);
  }
  const v1 = bech32m.decodeUnsafe(address);
  if (!v1) return false;
  const version = v1.words[0] ?? -1;
  const program = bech32m.fromWordsUnsafe(v1.words.slice(1));
  return v1.prefix === hrp && version >= 1 && version <= 16 && !!program && program.length >= 2 && program.length <= 40;
}

const CASHADDR_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const CASHADDR_GENERATORS = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];

/** The CashAddr checksum polynomial: zero over prefix, separator and payload when the checksum holds. */
function cashAddrPolymod(values: number[]): bigint {
  let c = 1n;
  for (const value of values) {
    const top = c >> 35n;
    c = ((c & 0x07ffffffffn) << 5n) ^ BigInt(value);
    CASHADDR_GENERATORS.forEach((generator, bit) => {
      if ((top >> BigInt(bit)) & 1n) c ^= generator;
    });
  }
  return c ^ 1n;
}

/** A CashAddr of a 20-byte hash (version 0x00 P2PKH, 0x08 P2SH), with its prefix: the reference server's deposits. */
export function encodeCashAddr(version: 0x00 | 0x08, hash: Uint8Array): string {
  const values = utils.convertRadix2([version, ...hash], 8, 5, true);
  const prefix = [...'bitcoincash'].map((char) => char.charCodeAt(0) & 31);
  const mod = cashAddrPolymod([...prefix, 0, ...values, 0, 0, 0, 0, 0, 0, 0, 0]);
  const checksum = Array.from({ length: 8 }, (_, i) => Number((mod >> BigInt(5 * (7 - i))) & 31n));
  return `bitcoincash:${[...values, ...checksum].map((value) => CASHADDR_CHARSET[value]).join('')}`;
}

/** A Bitcoin Cash CashAddr: optional `bitcoincash:` prefix, one case, a P2PKH or P2SH 20-byte hash, valid checksum. */
function isCashAddr(address: string): boolean {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const lower = address.toLowerCase();
  const payload = lower.startsWith('bitcoincash:') ? lower.slice('bitcoincash:'.length) : lower;
  const values = [...payload].map((char) => CASHADDR_CHARSET.indexOf(char));
  // 34 characters of version and hash, 8 of checksum.
  if (values.length !== 42 || values.some((value) => value < 0)) return false;
  const prefix = [...'bitcoincash'].map((char) => char.charCodeAt(0) & 31);
  if (cashAddrPolymod([...prefix, 0, ...values]) !== 0n) return false;
  const bytes = utils.convertRadix2(values.slice(0, 34), 5, 8, false);
  // Version byte: type 0 (P2PKH) or 1 (P2SH) in bits 3–6, size 0 (160-bit hash) in bits 0–2.
  return bytes.length === 21 && (bytes[0] === 0x00 || bytes[0] === 0x08);
}

/** EIP-55: 0x and 40 hex digits; a mixed-case address must carry the checksum case of its Keccak-256 hash. */
function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const digits = address.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true;
  const hash = keccak_256(new TextEncoder().encode(digits.toLowerCase()));
  return [...digits].every((char, i) => {
    const nibble = ((hash[i >> 1] as number) >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    return /[0-9]/.test(char) || (nibble >= 8 ? char === char.toUpperCase() : char === char.toLowerCase());
  });
}

/** CRC-16/XMODEM (polynomial 0x1021, initial 0), TON's checksum of a user-friendly address. */
function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/**
 * A TON user-friendly address of the main network: 48 base64url (or base64) characters of a flags byte (0x11
 * bounceable, 0x51 non-bounceable; the test-network bit refused), the workchain (0 or -1), the 32-byte account and
 * the CRC16 of those 34 bytes.
 */
function isTonAddress(address: string): boolean {
  if (address.length !== 48) return false;
  const bytes = attempt(() => (/[+/]/.test(address) ? base64 : base64url).decode(address));
  if (bytes?.length !== 36) return false;
  const [flags, workchain] = bytes;
  if ((flags !== 0x11 && flags !== 0x51) || (workchain !== 0x00 && workchain !== 0xff)) return false;
  return crc16(bytes.subarray(0, 34)) === ((bytes[34] as number) << 8) + (bytes[35] as number);
}

/** The non-bounceable user-friendly form (UQ…) of a basechain account: the reference server's deposits. */
export function encodeTonAddress(account: Uint8Array): string {
  const bytes = new Uint8Array(36);
  bytes.set([0x51, 0x00]);
  bytes.set(account.subarray(0, 32), 2);
  const crc = crc16(bytes.subarray(0, 34));
  bytes.set([crc >> 8, crc & 0xff], 34);
  return base64url.encode(bytes);
}

/** A Solana address: base58 of exactly 32 bytes (an ed25519 public key). */
function isSolanaAddress(address: string): boolean {
  return attempt(() => base58.decode(address))?.length === 32;
}

const CHECKS: Readonly<Record<string, (address: string) => boolean>> = {
  BTC: (a) => isBase58Check(a, [0x00, 0x05]) || isSegwit(a, 'bc'),
  BCH: (a) => isCashAddr(a) || isBase58Check(a, [0x00, 0x05]),
  LTC: (a) => isBase58Check(a, [0x30, 0x32, 0x05]) || isSegwit(a, 'ltc'),
  DOGE: (a) => isBase58Check(a, [0x1e, 0x16]),
  DASH: (a) => isBase58Check(a, [0x4c, 0x10]),
  TRX: (a) => isBase58Check(a, [0x41]),
  XRP: (a) => isBase58Check(a, [0x00], base58checkXrp),
  ETH: isEthereumAddress,
  BNB: isEthereumAddress,
  TON: isTonAddress,
  SOL: isSolanaAddress,
};

/** The chains whose withdrawal addresses are checked; any other chain's address is not (docs/product.md#rules-crypto-withdrawal). */
export const VALIDATED_CHAINS: readonly string[] = Object.keys(CHECKS);

/** Whether the chain's addresses are checked here. */
export const isValidatedChain = (chain: string): boolean => Object.hasOwn(CHECKS, chain);

/** True when `address` (trimmed) is a valid address of `chain`; a chain not checked here accepts any address. */
export function isValidAddress(chain: string, address: string): boolean {
  const check = CHECKS[chain];
  return check === undefined || check(address.trim());
}

/** The Base58Check shape: 25 bytes in the alphabet, a version byte of the chain, whatever the last 4 (checksum) are. */
function isBase58Shape(address: string, versions: readonly number[], coder = base58): boolean {
  const bytes = attempt(() => coder.decode(address));
  return bytes !== null && bytes.length === 25 && versions.includes(bytes[0] as number);
}

/** The bech32 shape of `hrp`: one case, the separator, data characters of the bech32 alphabet, 8 to 90 in all. */
function isSegwitShape(address: string, hrp: string): boolean {
  const lower = address.toLowerCase();
  if (address !== lower && address !== address.toUpperCase()) return false;
  const data = lower.slice(hrp.length + 1);
  return (
    lower.startsWith(`${hrp}1`) &&
    lower.length <= 90 &&
    data.length >= 6 &&
    [...data].every((c) => CASHADDR_CHARSET.includes(c))
  );
}

/** The CashAddr shape: optional prefix, one case, 42 characters of its alphabet, a q (P2PKH) or p (P2SH) first. */
function isCashAddrShape(address: string): boolean {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const lower = address.toLowerCase();
  const payload = lower.startsWith('bitcoincash:') ? lower.slice('bitcoincash:'.length) : lower;
  return /^[qp]/.test(payload) && payload.length === 42 && [...payload].every((c) => CASHADDR_CHARSET.includes(c));
}

/** The TON user-friendly shape: 36 bytes of a main-network flags byte and a workchain, whatever the CRC16. */
function isTonShape(address: string): boolean {
  if (address.length !== 48) return false;
  const bytes = attempt(() => (/[+/]/.test(address) ? base64 : base64url).decode(address));
  return bytes?.length === 36 && (bytes[0] === 0x11 || bytes[0] === 0x51) && (bytes[1] === 0x00 || bytes[1] === 0xff);
}

/**
 * Each chain's address shapes without their checksum: an address in one of them that still fails its chain's check
 * carries a typo the checksum caught. SOL has no checksum, so no address is ever of its shape and not valid.
 */
const SHAPES: Readonly<Record<string, (address: string) => boolean>> = {
  BTC: (a) => isBase58Shape(a, [0x00, 0x05]) || isSegwitShape(a, 'bc'),
  BCH: (a) => isCashAddrShape(a) || isBase58Shape(a, [0x00, 0x05]),
  LTC: (a) => isBase58Shape(a, [0x30, 0x32, 0x05]) || isSegwitShape(a, 'ltc'),
  DOGE: (a) => isBase58Shape(a, [0x1e, 0x16]),
  DASH: (a) => isBase58Shape(a, [0x4c, 0x10]),
  TRX: (a) => isBase58Shape(a, [0x41]),
  XRP: (a) => isBase58Shape(a, [0x00], base58xrp),
  ETH: (a) => /^0x[0-9a-fA-F]{40}$/.test(a),
  BNB: (a) => /^0x[0-9a-fA-F]{40}$/.test(a),
  TON: isTonShape,
  SOL: isSolanaAddress,
};

/**
 * Why an address of `chain` is refused (docs/product.md#rules-crypto-withdrawal): `format` when it is in none of the
 * chain's forms ('Invalid address format'), `checksum` when it is in one but its checksum fails, a typo
 * ('Invalid address'); null when it is valid (any address of a chain not checked here is).
 */
export function addressFault(chain: string, address: string): 'format' | 'checksum' | null {
  const trimmed = address.trim();
  if (isValidAddress(chain, trimmed)) return null;
  return SHAPES[chain]?.(trimmed) ? 'checksum' : 'format';
}
