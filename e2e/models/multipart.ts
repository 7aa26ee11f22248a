import { expect } from '@playwright/test';

/** A multipart body with one text field's value replaced, for a route that changes what the page posts. */
export function withField(body: string, name: string, value: string): string {
  const part = new RegExp(`(name="${name}"\\r\\n\\r\\n)[^\\r]*(\\r\\n)`);
  expect(body).toMatch(part);
  return body.replace(part, (_all, head: string, tail: string) => `${head}${value}${tail}`);
}
