// Pure rules of the games screens: docs/product.md#rules-history, docs/product.md#constants-paging pagination window,
// docs/product.md#routes-list redirect routes and game sizes, docs/product.md#constants-display jackpot digits and
// accordion heights, and the http(s)-only rule for server URLs.
import { describe, expect, it } from 'vitest';
import { safeHttpHref } from '../../contract/safe-url';
import type { Game } from '../../contract/schemas/games';
import { ACCORDION_HEIGHT_CLASS, accordionMaxHeight } from '../../src/ui/accordion-height';
import { balanceTypeFromSearch, gamePath, isTallGame } from '../../src/features/games/game-links';
import { resolveRedirect } from '../../src/features/games/game-redirect';
import { digitsOf } from '../../src/features/games/jackpots-strip';
import { pageItems } from '../../src/ui/pagination';

describe('pagination window (docs/product.md#constants-paging: 5 items with ellipses)', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 9, [1, 2, 3, 4, 5, 'gap-end', 9]],
    [5, 9, [1, 'gap-start', 3, 4, 5, 6, 7, 'gap-end', 9]],
    [9, 9, [1, 'gap-start', 5, 6, 7, 8, 9]],
    [4, 6, [1, 2, 3, 4, 5, 6]],
    [3, 7, [1, 2, 3, 4, 5, 'gap-end', 7]],
    [0, 3, [1, 2, 3]],
    [12, 3, [1, 2, 3]],
  ] as const)('page %i of %i', (page, count, items) => {
    expect(pageItems(page, count)).toEqual(items);
  });
  it('shows a window of at most 5 pages, plus the first and the last', () => {
    for (let count = 1; count <= 30; count++) {
      for (let page = 1; page <= count; page++) {
        const items = pageItems(page, count);
        const numbers = items.filter((i) => typeof i === 'number');
        expect(numbers).toContain(page);
        expect(numbers).toContain(1);
        expect(numbers).toContain(count);
        expect(numbers.length).toBeLessThanOrEqual(7);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      }
    }
  });
});

describe('addresses', () => {
  it('reads ?balanceType as regular unless it is the bonus type 1', () => {
    expect(balanceTypeFromSearch('')).toBe(0);
    expect(balanceTypeFromSearch('balanceType=1')).toBe(1);
    expect(balanceTypeFromSearch('balanceType=7')).toBe(0);
  });
  it('builds game paths with the optional balance type', () => {
    expect(gamePath('slots', 4)).toBe('/games/slots/4');
    expect(gamePath('slots', 4, 1)).toBe('/games/slots/4?balanceType=1');
    expect(gamePath('a b', 4)).toBe('/games/a%20b/4');
  });
  it('lets only http(s) URLs through', () => {
    const base = 'https://app.example/games/1';
    expect(safeHttpHref('/dev/game/x?launch=1', base)).toBe('https://app.example/dev/game/x?launch=1');
    expect(safeHttpHref('https://provider.example/play', base)).toBe('https://provider.example/play');
    expect(safeHttpHref('javascript:alert(1)', base)).toBeNull();
    expect(safeHttpHref('data:text/html,hi', base)).toBeNull();
    expect(safeHttpHref('http://[bad', base)).toBeNull();
  });
});

describe('redirect routes (docs/product.md#routes-list)', () => {
  const game = (id: number, alias: string, group: string, type: 0 | 1 | 2) =>
    ({ id, alias, group_alias: group, game_type: type }) as Game;
  const list = [game(1, 'kreyol', 'slots', 1), game(2, 'tortuga', 'slots', 0), game(3, 'collection', 'slots', 2)];
  it('resolves a game alias to its game page', () => {
    expect(resolveRedirect('single', { gameAlias: 'kreyol' }, list)).toBe('/games/slots/1');
    expect(resolveRedirect('remote', { gameAlias: 'tortuga' }, list)).toBe('/games/slots/2');
    expect(resolveRedirect('groupGame', { groupAlias: 'slots', gameAlias: 'kreyol' }, list)).toBe('/games/slots/1');
  });
  it('sends the remote alias betting to /sport and anything unresolved home', () => {
    expect(resolveRedirect('remote', { gameAlias: 'betting' }, [])).toBe('/sport');
    expect(resolveRedirect('single', { gameAlias: 'nope' }, list)).toBe('/');
    expect(resolveRedirect('group', { groupAlias: 'nope' }, [])).toBe('/');
  });
  it('resolves /games/group/{alias} to a multiple-group game, else to the group page', () => {
    expect(resolveRedirect('group', { groupAlias: 'collection' }, list)).toBe('/games/slots/3');
    expect(resolveRedirect('group', { groupAlias: 'slots' }, list)).toBe('/games/slots');
  });
});

describe('display rules (docs/product.md#constants)', () => {
  it('shows jackpots as 6 digits', () => {
    expect(digitsOf(279)).toBe('000279');
    expect(digitsOf(154880.7)).toBe('154880');
    expect(digitsOf(12_345_678)).toBe('999999');
    expect(digitsOf(-5)).toBe('000000');
  });
  it('opens answers to 600 px, or 1200 px past 700 characters of text', () => {
    expect(accordionMaxHeight('<p>short</p>')).toBe(600);
    expect(accordionMaxHeight(`<p>${'a'.repeat(701)}</p>`)).toBe(1200);
    expect(accordionMaxHeight(`<p>${'a'.repeat(700)}</p>`)).toBe(600);
    // Both heights have their class (the server's HTML carries no inline style).
    expect(Object.keys(ACCORDION_HEIGHT_CLASS).sort()).toEqual(['1200', '600']);
  });
  it('plays borlette, American roulette and Golden Race in a tall frame', () => {
    expect(isTallGame('x_borlette')).toBe(true);
    expect(isTallGame('americanroulette')).toBe(true);
    expect(isTallGame('goldenrace')).toBe(true);
    expect(isTallGame('european-roulette')).toBe(false);
    expect(isTallGame('borlette')).toBe(false);
  });
});
