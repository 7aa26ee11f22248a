// The caller's address, for per-address limits (SMS cap, failed sign-ins, Telegram tokens and checks, client error
// and CSP reports, wallet nonces, Google links; docs/api.md#errors) and for the visitor's country (server/http/visitor-country.ts). By default the socket address is the only one that cannot be
// forged, so X-Forwarded-For is ignored (anyone can send it). Behind the operator's own proxies (TRUSTED_PROXIES,
// docs/architecture.md#reference-server) a request whose socket peer is one of them is read through its
// X-Forwarded-For instead: the nearest address that is not a trusted proxy is the client.
import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The proxies whose X-Forwarded-For is believed; none by default. */
export type TrustedProxies = BlockList | undefined;

/** `::ffff:203.0.113.9` (IPv4 on a dual-stack socket) is 203.0.113.9. */
export function plainAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * TRUSTED_PROXIES: addresses and CIDR ranges (`127.0.0.1`, `10.0.0.0/8`, `::1`), separated by spaces or commas.
 * Anything else stops the start (a typo would silently trust nobody, or the wrong hosts).
 */
export function readTrustedProxies(value: string | undefined): TrustedProxies {
  const items = (value ?? '').split(/[\s,]+/).filter((item) => item !== '');
  if (items.length === 0) return undefined;
  const list = new BlockList();
  for (const item of items) {
    const [address = '', bits, ...rest] = item.split('/');
    const kind = isIP(address);
    const prefix = Number(bits);
    const maxBits = kind === 6 ? 128 : 32;
    if (
      kind === 0 ||
      rest.length > 0 ||
      (bits !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxBits))
    ) {
      throw new Error(`Invalid address in TRUSTED_PROXIES: ${item} (expected an IP address or CIDR range)`);
    }
    if (bits === undefined) list.addAddress(address, family(address));
    else list.addSubnet(address, prefix, family(address));
  }
  return list;
}

const isTrusted = (proxies: BlockList, address: string) =>
  isIP(address) !== 0 && proxies.check(address, family(address));

function socketAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? plainAddress(address) : undefined;
  } catch {
    // app.fetch called without a Node socket (unit tests of createApp, the renderer's in-process calls).
    return undefined;
  }
}

/**
 * True when the socket peer is one of the trusted proxies, so the X-Forwarded-* headers it adds may be believed
 * (X-Forwarded-Proto: server/http/public-origin.ts); false without proxies or without a socket.
 */
export function fromTrustedProxy(c: Context, proxies: TrustedProxies): boolean {
  const peer = socketAddress(c);
  return proxies !== undefined && peer !== undefined && isTrusted(proxies, peer);
}

/** The client's address as the trusted proxies report it, or the socket's; undefined without a socket. */
export function resolveClientAddress(c: Context, proxies: TrustedProxies): string | undefined {
  const peer = socketAddress(c);
  if (!proxies || peer === undefined || !isTrusted(proxies, peer)) return peer;
  // Right to left: each trusted proxy appended the address it was reached from; the first untrusted one is the
  // client (addresses further left were written by the client itself and prove nothing).
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map(plainAddress)
    .filter((hop) => hop !== '');
  let client = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] ?? '';
    if (isIP(hop) === 0) break;
    client = hop;
    if (!isTrusted(proxies, hop)) break;
  }
  return client;
}

/** Set once per request by createApp's visitor middleware (server/http/visitor-country.ts). */
const ADDRESS_KEY = 'clientAddress';

/** The eight 16-bit groups of an IPv6 address (zone and embedded IPv4 allowed), or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const plain = address.replace(/%.*$/, '');
  if (isIP(plain) !== 6) return undefined;
  const part = (text: string) => {
    if (text === '') return [];
    return text.split(':').flatMap((group) => {
      if (!group.includes('.')) return [Number.parseInt(group, 16)];
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const [head = '', tail] = plain.split('::');
  const first = part(head);
  if (tail === undefined) return first;
  const last = part(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * The bucket an address is counted in by every per-address limit (docs/api.md#errors): an IPv4 address on its own, an
 * IPv6 address by its /64 prefix (`2001:db8:1:2::/64`), since one subscriber or host is usually given a whole /64
 * and could otherwise start a new count with every address of it.
 */
export function addressLimitKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The client's bucket for per-address limits (addressLimitKey of its address). */
export function clientAddress(c: Context): string {
  const known = (c as Context<{ Variables: { [ADDRESS_KEY]?: string } }>).get(ADDRESS_KEY);
  // Without the middleware (a route mounted alone), the socket is all there is; no socket: one shared bucket.
  return addressLimitKey(known ?? socketAddress(c) ?? 'unknown');
}
