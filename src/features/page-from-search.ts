// The page of a paged list's address (?page=N), for every paged view (game groups, bets, payments;
// docs/product.md#routes).
import { MIN_PAGE } from '../config/constants';

/**
 * ?page=N as a page number: only a positive whole number in decimal digits ('3', '03'); anything else is
 * page 1 (missing, empty, '0', '-2', '2.5', '2e1', ' 2', 'abc', a number past the safe integers).
 */
export function pageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('page') ?? '';
  if (!/^[0-9]+$/.test(raw)) return MIN_PAGE;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= MIN_PAGE ? page : MIN_PAGE;
}
