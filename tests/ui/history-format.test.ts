// Pure display rules of the history pages (docs/product.md#constants-display tx id shortening and rate decimals,
// docs/product.md#rules-history pages ≥ 1).
import { describe, expect, it } from 'vitest';
import { safeHttpHref } from '../../contract/safe-url';
import { betsParams, emptyFilters, paymentsParams } from '../../src/api/history';
import { dateAndTime, displayTxId, formatRate, pageHref, shortenTxId } from '../../src/features/history/history-format';

describe('transaction id (docs/product.md#constants-display: over 10 characters → first 5 … last 5)', () => {
  it.each([
    ['', ''],
    ['abc', 'abc'],
    ['0123456789', '0123456789'],
    ['0123456789a', '01234…6789a'],
    ['9f2c4e1ab37d0c55e8a1', '9f2c4…5e8a1'],
  ])('%s → %s', (id, short) => expect(shortenTxId(id)).toBe(short));

  it('prefers the server’s id_short when given', () => {
    expect(displayTxId({ id: '9f2c4e1ab37d0c55e8a1', id_short: '9f2c…e8a1' })).toBe('9f2c…e8a1');
    expect(displayTxId({ id: '9f2c4e1ab37d0c55e8a1', id_short: '' })).toBe('9f2c4…5e8a1');
  });
});

describe('rate (docs/product.md#constants-money: 6 decimals)', () => {
  it.each([
    [131.85, '131.850000'],
    [0.007584, '0.007584'],
    [0.0075841234, '0.007584'],
    [2, '2.000000'],
  ])('%s → %s', (rate, text) => expect(formatRate(rate)).toBe(text));
});

describe('transaction links: http(s) only', () => {
  it.each([
    ['https://tronscan.org/#/transaction/abc', 'https://tronscan.org/#/transaction/abc'],
    ['http://example.com/tx', 'http://example.com/tx'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['', null],
    [null, null],
  ])('%s → %s', (link, safe) => expect(safeHttpHref(link)).toBe(safe));
});

describe('date and time columns', () => {
  it('splits an ISO date into the locale’s date and time', () => {
    const { date, time } = dateAndTime('2026-10-05T14:07:00', 'en-GB');
    expect(date).toBe('05/10/2026');
    expect(time).toBe('14:07');
  });
  it('shows an unreadable date as it came', () => {
    expect(dateAndTime('yesterday', 'en')).toEqual({ date: 'yesterday', time: '' });
  });
});

describe('address of a page', () => {
  it('page 1 has no ?page=', () => {
    expect(pageHref('/bets', 1)).toBe('/bets');
    expect(pageHref('/bets', 2)).toBe('/bets?page=2');
  });
});

describe('history queries (docs/product.md#rules-history)', () => {
  it('leaves empty dates and filters out and sends pages of at least 1', () => {
    expect(paymentsParams({ ...emptyFilters, page: 0 })).toEqual({
      pay_in: undefined,
      pay_out: undefined,
      start_date: undefined,
      finish_date: undefined,
      page: 1,
      limit: 12,
    });
    expect(betsParams({ ...emptyFilters, startDate: ' ', finishDate: '2026-10-31', gameId: '7', page: 2.5 })).toEqual({
      start_date: undefined,
      finish_date: '2026-10-31',
      game_id: '7',
      page: 2,
      limit: 20,
    });
  });
  it('sends pay_in / pay_out as 1 for the chosen transaction types', () => {
    const query = paymentsParams({ ...emptyFilters, payOut: true, startDate: '2026-10-01' });
    expect(query.pay_in).toBeUndefined();
    expect(query.pay_out).toBe('1');
    expect(query.start_date).toBe('2026-10-01');
  });
});
