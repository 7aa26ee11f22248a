// The analytics client id's format (src/app/analytics-ids.ts, docs/product.md#constants-cookies): Google Analytics'
// own from its `_ga` cookie, or one made in the same format. What the browser keeps is checked in e2e/startup.spec.ts.
import { describe, expect, it } from 'vitest';
import { clientIdOfGaCookie, newClientId } from '../../src/app/analytics-ids';

describe('analytics client id', () => {
  it("reads Google Analytics' client id out of its cookie", () => {
    expect(clientIdOfGaCookie('GA1.1.987654321.1700000000')).toBe('987654321.1700000000');
    expect(clientIdOfGaCookie('GA1.2.1234.1699999999')).toBe('1234.1699999999');
    expect(clientIdOfGaCookie(' GA1.1.5.6 ')).toBe('5.6');
  });

  it('takes nothing else for one', () => {
    for (const value of [
      null,
      '',
      'GA1.1.abc.1700000000',
      'GS1.1.1700000000.1.0.0',
      '987654321.1700000000',
      'GA1.1.1',
    ]) {
      expect(clientIdOfGaCookie(value), String(value)).toBeNull();
    }
  });

  it('makes one in the same format: a random 31-bit number and the time in seconds', () => {
    const now = Date.UTC(2026, 0, 2, 3, 4, 5);
    const ids = Array.from({ length: 50 }, () => newClientId(now));
    for (const id of ids) {
      expect(id).toMatch(/^\d{1,10}\.1767323045$/);
      expect(Number(id.split('.')[0])).toBeLessThanOrEqual(2 ** 31 - 1);
    }
    expect(new Set(ids).size).toBeGreaterThan(45);
  });
});
