// zod issues -> docs/product.md#calls-wrappers field errors {field:[{message}]}. Messages are short sentences a person
// can read next to the field (the app shows server field errors as they come, docs/product.md#rules), as server texts
// the edge renders in the caller's language (docs/api.md#server-language).
import type * as core from 'zod/v4/core';
import { NOT_HTTP_URL } from '../../contract/safe-url';
import { type Text, text } from '../i18n/text';
import type { FieldTexts } from './errors';

const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );

function messageOf(issue: core.$ZodIssue, data: unknown): Text {
  const value = valueAt(data, issue.path);
  if (issue.code === 'invalid_type' && (value === undefined || value === null)) return text('field.required');
  if (issue.code === 'too_small' && issue.origin === 'string') {
    const min = Number(issue.minimum);
    return min <= 1 ? text('field.required') : text('field.minChars', { min });
  }
  if (issue.code === 'too_big' && issue.origin === 'string')
    return text('field.maxChars', { max: Number(issue.maximum) });
  if (issue.code === 'too_small' && (issue.origin === 'number' || issue.origin === 'int')) {
    return text('field.atLeast', { min: Number(issue.minimum) });
  }
  if (issue.code === 'too_big' && (issue.origin === 'number' || issue.origin === 'int')) {
    return text('field.atMost', { max: Number(issue.maximum) });
  }
  if (issue.code === 'invalid_value') return text('field.oneOf', { options: issue.values.map(String).join(', ') });
  if (issue.code === 'invalid_format' && issue.format === 'regex') return text('field.invalidFormat');
  if (issue.code === 'custom' && issue.message === NOT_HTTP_URL) return text('field.notHttpUrl');
  return text('field.invalid');
}

/** Issues of the body itself (not of a field) are reported under the key "body". */
export function fieldErrorsOf(issues: readonly core.$ZodIssue[], data: unknown): FieldTexts {
  const fields: FieldTexts = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    fields[key] ??= [];
    fields[key].push({ message: messageOf(issue, data) });
  }
  return fields;
}
