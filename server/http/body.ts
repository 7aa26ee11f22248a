// Request bodies: JSON, or form data (docs/product.md#calls-payment-bodies: registration and payment forms are also
// sent as multipart/urlencoded). A body that is not valid JSON is a 400 in the validation shape, never a 500.
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { text as serverText } from '../i18n/text';
import { fieldError, invalidData } from './errors';
import { fieldErrorsOf } from './field-errors';

export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    return { ...(await c.req.parseBody({ all: false })) };
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidData(fieldError('body', serverText('field.malformedJson')), serverText('field.malformedJson'));
  }
}

/** Reads and validates the body against the shared contract schema; 400 with field errors if it fails. */
export async function parseBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  const data = await readBody(c);
  const result = z.safeParse(schema, data);
  if (!result.success) throw invalidData(fieldErrorsOf(result.error.issues, data));
  return result.data;
}
