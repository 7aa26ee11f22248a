// What an inspector may see of a machine (docs/architecture.md#security): loaded with the reporter only
// (./inspect-reporter.ts), it turns every snapshot, event and tab address an inspector receives (the /inspect
// visualizer over the BroadcastChannel, Stately's window in development) into plain JSON with the player's secrets
// replaced by "[redacted]": passwords, SMS and OAuth codes, tokens and tickets, wallet signatures, withdrawal PINs,
// card numbers and the identity documents of docs/product.md#flows-cash-withdrawal (fiscal id, national id, national
// card id, passport). A value is secret by the name it is stored under, or, in a `{field, value}` pair (the forms'
// `field.change` events), by the field it belongs to.

export const REDACTED = '[redacted]';

/** Names, lower-case without separators, that are secret wherever they appear in a name (`newPassword`, `sms_code`). */
const SECRET_PARTS = [
  'password',
  'passwd',
  'smscode',
  'token',
  'ticket',
  'secret',
  'signature',
  'cardnumber',
  'fiscalid',
  'nationalid',
  'nationalcardid',
  'passport',
] as const;
/** Names secret only on their own: `code` (SMS, OAuth), `pin` (a cash withdrawal's), `card`, `cvv`. */
const SECRET_NAMES = new Set(['code', 'pin', 'card', 'pan', 'cvv', 'cvc', 'otp']);
/** Keys that name the field a `value` belongs to. */
const FIELD_KEYS = ['field', 'name', 'key'] as const;

/** True when a value stored under this name must not reach an inspector. */
export function isSecretName(name: string): boolean {
  const plain = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SECRET_NAMES.has(plain) || SECRET_PARTS.some((part) => plain.includes(part));
}

const MAX_DEPTH = 10;
const MAX_ITEMS = 50;
const MAX_STRING = 300;

export type Inspectable = null | boolean | number | string | Inspectable[] | { [key: string]: Inspectable };

const isActorRef = (value: object): value is { id: string; sessionId: string } =>
  'sessionId' in value && 'send' in value && typeof (value as { send: unknown }).send === 'function';

function entriesOf(value: object): [string, unknown][] {
  if (value instanceof Map) return [...value].map(([k, v]) => [String(k), v]);
  if (typeof FormData !== 'undefined' && value instanceof FormData) {
    return [...value].map(([k, v]) => [k, typeof v === 'string' ? v : '[file]']);
  }
  if (value instanceof URLSearchParams) return [...value];
  return Object.entries(value);
}

function fieldOf(value: object): string | undefined {
  for (const key of FIELD_KEYS) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === 'string') return field;
  }
  return undefined;
}

/**
 * Plain JSON of any value an actor holds (what structured clone and postMessage accept), with secrets redacted:
 * actor references become `[actor id]`, functions and symbols are left out, long strings, lists and deep nesting
 * are cut short, and a cycle becomes `[circular]`.
 */
export function redact(value: unknown): Inspectable {
  const ancestors = new Set<object>();
  const walk = (item: unknown, depth: number): Inspectable | undefined => {
    if (item === null || typeof item === 'boolean') return item;
    if (typeof item === 'number') return Number.isFinite(item) ? item : String(item);
    if (typeof item === 'string') return item.length > MAX_STRING ? `${item.slice(0, MAX_STRING)}…` : item;
    if (typeof item === 'bigint') return String(item);
    if (typeof item !== 'object') return undefined; // undefined, functions, symbols
    if (item instanceof Date) return Number.isNaN(item.getTime()) ? null : item.toISOString();
    if (item instanceof Error) return { name: item.name, message: item.message };
    if (typeof Blob !== 'undefined' && item instanceof Blob) return '[file]';
    if (isActorRef(item)) return `[actor ${item.id}]`;
    if (ancestors.has(item)) return '[circular]';
    if (depth >= MAX_DEPTH) return '[…]';
    ancestors.add(item);
    try {
      if (Array.isArray(item) || item instanceof Set) {
        const list = [...item];
        const out = list.slice(0, MAX_ITEMS).map((element) => walk(element, depth + 1) ?? null);
        if (list.length > MAX_ITEMS) out.push(`… ${list.length - MAX_ITEMS} more`);
        return out;
      }
      const field = fieldOf(item);
      const secretValue = field !== undefined && isSecretName(field);
      const out: Record<string, Inspectable> = {};
      const entries = entriesOf(item);
      for (const [key, element] of entries.slice(0, MAX_ITEMS)) {
        if (isSecretName(key) || (secretValue && key === 'value')) {
          // The name stays (the developer sees the field exists and whether it was filled), never the value.
          if (element !== undefined && element !== null && element !== '') out[key] = REDACTED;
          else if (element !== undefined) out[key] = element;
          continue;
        }
        const inspected = walk(element, depth + 1);
        if (inspected !== undefined) out[key] = inspected;
      }
      if (entries.length > MAX_ITEMS) out['…'] = `${entries.length - MAX_ITEMS} more`;
      return out;
    } finally {
      ancestors.delete(item);
    }
  };
  return walk(value, 0) ?? null;
}

/** A tab's path and query as an inspector may see it: the values of secret query parameters redacted. */
export function redactAddress(pathAndQuery: string): string {
  const at = pathAndQuery.indexOf('?');
  if (at < 0) return pathAndQuery;
  const params = new URLSearchParams(pathAndQuery.slice(at + 1));
  const names = [...new Set(params.keys())];
  // OAuth returns carry `code` and `state`: both are enough to finish someone's sign-in.
  if (!names.some((name) => isSecretName(name) || name === 'state')) return pathAndQuery;
  for (const name of names) {
    if (isSecretName(name) || name === 'state') params.set(name, REDACTED);
  }
  return `${pathAndQuery.slice(0, at)}?${params.toString().replaceAll('%5Bredacted%5D', REDACTED)}`;
}
