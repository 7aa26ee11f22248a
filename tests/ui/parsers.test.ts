// The app's one amount parser and one page parser, as tables of what a player types or an address holds
// and what it means (docs/product.md#rules).
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../src/machines/amount';
import { pageFromSearch } from '../../src/features/page-from-search';
import { htgAmount } from '../../src/machines/cash-withdrawal/cash-rules';

describe('typed amounts: decimal digits and one decimal point or comma, nothing else', () => {
  it.each<[string, number | null]>([
    ['12', 12],
    ['0', 0],
    ['007', 7],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['.5', 0.5],
    [',25', 0.25],
    ['1500.25', 1500.25],
    ['0.00000001', 0.00000001],
    ['', null],
    [' ', null],
    [' 12', null],
    ['12 ', null],
    ['1 500', null],
    ['1\u2009500', null],
    ['1\u00a0500', null],
    ['0x1F', null],
    ['1e3', null],
    ['1E3', null],
    ['1,2,3', null],
    ['1.2.3', null],
    ['1.2,3', null],
    ['+5', null],
    ['-5', null],
    ['Infinity', null],
    ['NaN', null],
    ['5.', null],
    ['.', null],
    [',', null],
    ['abc', null],
    ['12a', null],
    ['a.5', null],
    ['٣', null],
  ])('%j → %s', (text, amount) => expect(parseAmount(text)).toBe(amount));

  it.each<[string, number, number | null]>([
    ['12.34', 2, 12.34],
    ['12,3', 2, 12.3],
    ['12', 0, 12],
    ['12.345', 2, null],
    ['12.5', 0, null],
  ])('%j with at most %i decimals → %s', (text, decimals, amount) => expect(parseAmount(text, decimals)).toBe(amount));

  it.each<[string, number | null]>([
    ['250', 250],
    ['49999,99', 49999.99],
    ['.5', 0.5],
    ['0', null],
    ['0.00', null],
    ['12.345', null],
    ['1 500', null],
    ['-5', null],
  ])('HTG amount %j → %s (at most 2 decimals, above zero)', (text, amount) => expect(htgAmount(text)).toBe(amount));
});

describe('the page of an address: a positive whole number, else page 1', () => {
  it.each<[string, number]>([
    ['', 1],
    ['?page=1', 1],
    ['?page=3', 3],
    ['page=3', 3],
    ['?sort=new&page=12', 12],
    ['?page=03', 3],
    ['?page=', 1],
    ['?page=0', 1],
    ['?page=-2', 1],
    ['?page=2.5', 1],
    ['?page=2,5', 1],
    ['?page=2e1', 1],
    ['?page=0x1F', 1],
    ['?page=+2', 1],
    ['?page=%202', 1],
    ['?page=abc', 1],
    ['?page=Infinity', 1],
    ['?page=99999999999999999999', 1],
    ['?page=4&page=7', 4],
  ])('%j → %i', (search, page) => expect(pageFromSearch(search)).toBe(page));
});
