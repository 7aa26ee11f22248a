// zod issues -> docs/product.md#calls-wrappers field errors {field:[{message}]}. Messages are short English sentences a
// person can read next to the field (the app shows server field errors as they come, docs/product.md#rules).
import type * as core from 'zod/v4/core';
import type { FieldErrors } from '../../contract/schemas/common';

const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );

function messageOf(issue: core.$ZodIssue, data: unknown): string {
  const value = valueAt(data, issue.path);
  if (issue.code === 'invalid_type' && (value === undefined || value === null)) return 'This field is required';
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) <= 1 ? 'This field is required' : `Must be at least ${issue.minimum} characters`;
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return `Must be at most ${issue.maximum} characters`;
  if (issue.code === 'invalid_value') return `Must be one of: ${issue.values.map(String).join(', ')}`;
  if (issue.code === 'invalid_format' && issue.format === 'regex') return 'Invalid format';
  return issue.message;
}

/** Issues of the body itself (not of a field) are reported under the key "body". */
export function fieldErrorsOf(issues: readonly core.$ZodIssue[], data: unknown): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    fields[key] ??= [];
    fields[key].push({ message: messageOf(issue, data) });
  }
  return fields;
}
