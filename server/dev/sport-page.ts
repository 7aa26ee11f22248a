// The demo sportsbook (docs/architecture.md#stand-ins; docs/product.md#routes-list /sport): the page the app's
// betting iframe shows offline. Tabs move location.hash (#/live, #/all, #/my-bets) and every hash, on load and on each
// hashchange, is posted to the embedding app as {type:'sport-hash', hash} so it can track the
// sub-page. Self-contained, no inline script or event handlers (SPORT_SCRIPT is served as a file),
// accessible (the app's browser tests run axe on pages that embed it). It speaks the request's language
// (server/dev/html.ts); the names of clubs and leagues stay as they are.
import type { Locale } from '../../contract/constants';
import { translate } from '../i18n/text';
import { escapeHtml, type PageLanguage, pageLanguage } from './html';

export const SPORT_SCRIPT_PATH = '/dev/static/sport.js';

/** docs/product.md#routes-list /sport page query -> the hash the sportsbook starts on. */
export const SPORT_PAGE_HASH: Readonly<Record<string, string>> = {
  live: '#/live',
  all: '#/all',
  bets: '#/my-bets',
};

export const SPORT_TABS = [
  { hash: '#/live', label: 'page.sport.live' },
  { hash: '#/all', label: 'page.sport.all' },
  { hash: '#/my-bets', label: 'page.sport.myBets' },
] as const;

/** The origin of `parent` when it is an http(s) URL, else null (then nothing is posted). */
export function parentOrigin(parent: string | undefined): string | null {
  if (!parent) return null;
  try {
    const url = new URL(parent);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Each tab's lines, as HTML in the page's language. */
const events = (l: PageLanguage): Readonly<Record<string, readonly string[]>> => ({
  '#/live': ['Violette AC 1 : 0 Racing Club Haïtien (63′)', 'Don Bosco 2 : 2 Arcahaie FC (81′)'].map(escapeHtml),
  '#/all': [
    `${l.t('page.sport.football')} · Ligue Haïtienne`,
    `${l.t('page.sport.basketball')} · NBA`,
    `${l.t('page.sport.tennis')} · ATP`,
    `${l.t('page.sport.baseball')} · MLB`,
  ],
  '#/my-bets': [l.t('page.sport.noBets')],
});

/**
 * The lines the page adds for what games/url passed on (docs/api.md#games-url): the light client and the page size;
 * in English, the page's words without a language, for the tests that read them.
 */
export const SPORT_PAGE_TEXTS = {
  light: translate('en', { key: 'page.sport.light' }),
  limit: (n: number) => translate('en', { key: 'page.sport.limit', values: { count: n } }),
} as const;

export function sportPage(
  locale: Locale,
  query: {
    page?: string | undefined;
    parent?: string | undefined;
    betcode?: string | undefined;
    client?: string | undefined;
    limit?: string | undefined;
  },
) {
  const l = pageLanguage(locale);
  const initial = (query.page && SPORT_PAGE_HASH[query.page]) || '';
  const light = query.client === 'light';
  const limit = /^\d{1,3}$/.test(query.limit ?? '') ? Number(query.limit) : null;
  const origin = parentOrigin(query.parent) ?? '';
  const betcode = query.betcode?.trim();
  const lines = events(l);
  const tabs = SPORT_TABS.map(
    (tab) => `<button type="button" data-hash="${tab.hash}" aria-pressed="false">${l.t(tab.label)}</button>`,
  ).join('\n    ');
  const panels = SPORT_TABS.map(
    (tab) => `<section data-panel="${tab.hash}" aria-labelledby="panel-${tab.hash.slice(2)}" hidden>
    <h2 id="panel-${tab.hash.slice(2)}">${l.t(tab.label)}</h2>
    <ul>${(lines[tab.hash] ?? []).map((line) => `<li>${line}</li>`).join('')}</ul>${
      tab.hash === '#/my-bets' && limit !== null
        ? `\n    <p id="sport-limit">${l.t('page.sport.limit', { count: limit })}</p>`
        : ''
    }
  </section>`,
  ).join('\n  ');
  return `<!doctype html>
<html ${l.htmlAttributes}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${l.t('page.sport.documentTitle')}</title>
<style>
  body { margin: 0; background: #f3f4f6; color: #111827; font: 1rem/1.5 system-ui, sans-serif; }
  main { max-width: 48rem; margin: 0 auto; padding: 1rem; }
  h1 { margin: 0 0 1rem; font-size: 1.5rem; color: #064e3b; }
  nav { display: flex; gap: .5rem; flex-wrap: wrap; margin-bottom: 1rem; }
  button { font: inherit; font-weight: 700; padding: .5rem 1rem; border: 2px solid #065f46; border-radius: 999px;
           background: #fff; color: #065f46; cursor: pointer; }
  button[aria-pressed="true"] { background: #065f46; color: #fff; }
  :focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
  section { background: #fff; border-radius: .75rem; padding: .5rem 1rem; }
  .betcode { font-weight: 700; }
</style>
<script src="${SPORT_SCRIPT_PATH}" defer></script>
</head>
<body>
<main id="sportsbook" data-initial-hash="${initial}" data-parent-origin="${escapeHtml(origin)}">
  <h1>${l.t('page.sport.documentTitle')}</h1>
  <nav aria-label="${l.t('page.sport.sections')}">
    ${tabs}
  </nav>
  ${betcode ? `<p class="betcode">${l.t('page.sport.betcode')} <span id="betcode">${escapeHtml(betcode)}</span></p>` : ''}
  ${light ? `<p id="sport-client">${l.t('page.sport.light')}</p>` : ''}
  <section data-panel="" aria-labelledby="panel-home">
    <h2 id="panel-home">${l.t('page.sport.home')}</h2>
    <p>${l.t('page.sport.choose')}</p>
  </section>
  ${panels}
</main>
</body>
</html>`;
}

/** Tabs, panels and the hash messages of the sportsbook page, served as a file. */
export const SPORT_SCRIPT = `'use strict';
(() => {
  const start = () => {
    const root = document.getElementById('sportsbook');
    if (!root) return;
    const target = root.dataset.parentOrigin || '';
    const initial = root.dataset.initialHash || '';
    const buttons = Array.from(root.querySelectorAll('button[data-hash]'));
    const panels = Array.from(root.querySelectorAll('section[data-panel]'));
    // The page query decides where the sportsbook starts; replaceState does not fire hashchange.
    if (initial && !location.hash) history.replaceState(null, '', initial);
    const render = () => {
      const known = buttons.some((b) => b.dataset.hash === location.hash);
      for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.hash === location.hash));
      for (const p of panels) p.hidden = p.dataset.panel !== (known ? location.hash : '');
    };
    const post = () => {
      if (target) window.parent.postMessage({ type: 'sport-hash', hash: location.hash }, target);
    };
    for (const b of buttons) {
      b.addEventListener('click', () => {
        location.hash = b.dataset.hash;
      });
    }
    window.addEventListener('hashchange', () => {
      render();
      post();
    });
    render();
    post();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
`;
