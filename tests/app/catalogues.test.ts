// How a language's catalogue arrives in its two parts (src/app/catalogues.ts): the shell part alone until a page
// wants the route part, and then both before the language shows, even when the page wanted it mid-load. The parts
// are the real catalogues, compiled by the build's own plugin (scripts/vite/precompiled-catalogues.ts); this file
// runs in a process of its own (vitest.config.ts, project "isolated"), so the module's memory starts empty.
import { describe, expect, it } from 'vitest';
import { ensurePageCatalogue, loadCatalogue, routeCatalogue, setPageLocale } from '../../src/app/catalogues';

/** A message with no argument, compiled: one literal part (react-intl's precompiled AST). */
const literal = (value: string) => [{ type: 0, value }];

describe('catalogue parts', () => {
  it('a language comes with its shell part alone while no page has wanted the route part', async () => {
    const shell = await loadCatalogue('de');
    expect(shell['header.login']).toEqual(literal('Anmelden'));
    expect(shell['lobby.favourites']).toBeUndefined();
    expect(routeCatalogue('de')).toBeNull();
  });

  it("a page that wants the route part while a language's shell part loads gets that language's route part first", async () => {
    setPageLocale(() => 'en');
    // The language change starts; before its shell part arrives, a signed-in player's lobby rows load with their
    // texts in the language of the moment (src/features/games/home-page.tsx, lazyWithTexts).
    const loading = loadCatalogue('ru');
    await ensurePageCatalogue();
    expect(routeCatalogue('en')?.['lobby.favourites']).toEqual(literal('Favourites'));
    const shell = await loading;
    // When the Russian shell part is ready, so is the Russian route part: the rows never render a missing text.
    expect(shell['header.login']).toEqual(literal('Войти'));
    expect(routeCatalogue('ru')?.['lobby.favourites']).toEqual(literal('Избранное'));
  });

  it('once a page has wanted the route part, every language loads both parts', async () => {
    expect(routeCatalogue('fr')).toBeNull();
    const shell = await loadCatalogue('fr');
    expect(shell['header.login']).toEqual(literal('Connexion'));
    expect(routeCatalogue('fr')?.['lobby.favourites']).toEqual(literal('Favoris'));
  });
});
