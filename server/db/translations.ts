// Operator content in the caller's language (docs/architecture.md#reference-server, migration 0011): a translation row
// keeps only the text parts of a stored JSON document (a payment system's config, a site setting), in the document's
// own shape, and is laid over the English document when it is served. Only a string can replace a string, at the same
// place, so the served JSON keeps its shape whatever a translation row holds, and a part a row lacks stays English.

/** Which strings a translation may replace: by the key that holds them (a string in a list has none). */
export type TextKeyFilter = (key: string) => boolean;

/**
 * The texts of a payment system's config (docs/product.md#entities-cashier form, form field, widget data): titles,
 * header and footer, confirm messages, labels (fields, select options, links), placeholders, block html, widget
 * descriptions and limit messages. Endpoints, names, values, URLs and limits are never among them.
 */
const PAYMENT_TEXTS = new Set([
  'title',
  'header',
  'footer',
  'confirmMessage',
  'label',
  'placeholder',
  'html',
  'content',
  'message',
]);
export const isPaymentText: TextKeyFilter = (key) => PAYMENT_TEXTS.has(key);

/** Any string of the document (a site setting's texts are all the operator's words). */
export const anyText: TextKeyFilter = () => true;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function overlay(base: unknown, texts: unknown, key: string | undefined, isText: TextKeyFilter): unknown {
  if (typeof base === 'string') return key !== undefined && isText(key) && typeof texts === 'string' ? texts : base;
  if (Array.isArray(base))
    return Array.isArray(texts) ? base.map((item, i) => overlay(item, texts[i], undefined, isText)) : base;
  if (isRecord(base) && isRecord(texts)) {
    return Object.fromEntries(
      Object.entries(base).map(([k, v]) => [k, Object.hasOwn(texts, k) ? overlay(v, texts[k], k, isText) : v]),
    );
  }
  return base;
}

/** `base` with the strings `texts` holds at the same places (and passing `isText`) replaced; `base` is not changed. */
export function overlayTexts<T>(base: T, texts: unknown, isText: TextKeyFilter): T {
  return overlay(base, texts, undefined, isText) as T;
}

function parts(value: unknown, key: string | undefined, isText: TextKeyFilter): unknown {
  if (typeof value === 'string') return key !== undefined && isText(key) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.map((item) => parts(item, undefined, isText) ?? {});
    return items.some((item) => !isRecord(item) || Object.keys(item).length > 0) ? items : undefined;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, parts(v, k, isText)] as const)
      .filter(([, v]) => v !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

/**
 * The text parts of a document in its shape (lists keep their positions, `{}` for an item without texts): what a
 * translation row holds, and what a translator fills in.
 */
export function textParts(document: unknown, isText: TextKeyFilter): Record<string, unknown> {
  const found = parts(document, undefined, isText);
  return isRecord(found) ? found : {};
}
