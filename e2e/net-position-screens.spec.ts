// The net position in every language (docs/product.md#routes-game-view, #flows-reality-check): the session bar above a
// running game and the reality check over it, in both layouts and the 8 languages, after two real spins of the demo
// game so that staked, won and net are not zero. One player and one game page: the language is switched with the
// visitor's `lang` cookie and the page loaded again, and each check is brought on by the page's clock. In each language
// the bar holds its four figures in at most two lines on the phone (one on a wide screen) without cutting any text,
// the dialog shows the same figures and exactly four choices without cutting any text, and axe passes on both.
// Screenshots of the phone in en, ht, de and zh go to the test's output folder.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { LOCALES } from '../contract/constants';
import { expect, expectAxeClean, isMobile, test } from './fixtures';
import { gamePagePath, seedGame, spinDemoGame } from './models/games.model';
import { createPlayer } from './models/players';
import { sessionSummary, setRealityCheck } from './models/protection.model';

const MINUTE = 60_000;
const INTERVAL = 15;
const SCREENSHOTS = new Set(['en', 'ht', 'de', 'zh']);
const catalogue = (lang: string) =>
  JSON.parse(readFileSync(`src/i18n/messages/${lang}.json`, 'utf8')) as Record<string, string>;

/** Text inside `root` that does not fit its box (cut off or spilling out), each named with its text. */
function misfits(root: Locator) {
  return root.evaluate((element) => {
    const problems: string[] = [];
    const outer = element.getBoundingClientRect();
    for (const el of [element, ...element.querySelectorAll<HTMLElement>('*')]) {
      if (!el.checkVisibility() || el.clientWidth <= 1) continue;
      const text = (el.textContent ?? '').trim().slice(0, 40);
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) {
        problems.push(
          `"${text}" does not fit: ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`,
        );
      }
      const box = el.getBoundingClientRect();
      if (box.right > outer.right + 1 || box.left < outer.left - 1) problems.push(`"${text}" spills out sideways`);
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth + 1) {
      problems.push('the page scrolls sideways');
    }
    return problems;
  });
}

/** The lines the figures of `root` take (the distinct tops of its figures), and the labels or values that wrap. */
function lines(root: Locator) {
  return root.evaluate((element) => {
    const cells = [...element.querySelectorAll('dt, dd')];
    const linesOf = (cell: Element) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    return {
      rows: new Set([...element.querySelectorAll('dl > div')].map((row) => Math.round(row.getBoundingClientRect().top)))
        .size,
      wrapped: cells.filter((cell) => linesOf(cell) > 1).map((cell) => cell.textContent),
    };
  });
}

test('the session bar and the reality check with the net position, in the 8 languages', async ({ page }, testInfo) => {
  test.setTimeout(300_000); // 8 languages, each a page load, a check and two axe runs
  const phone = isMobile(page);
  const player = await createPlayer(page.request, { balance: 500 });
  const signIn = await page.request.post('/api/v1/authorize', {
    data: { login: player.phone, password: player.password },
  });
  expect(signIn.ok()).toBe(true);
  await setRealityCheck(page.request, INTERVAL);
  const game = await seedGame(page.request, 'kreyol-fruits');
  await page.clock.install();
  await page.goto(gamePagePath(game));

  // Two spins of 10 HTG: a win pays 0, 1.5× or 12× the stake, so the net is never zero.
  await spinDemoGame(page, 2);
  const summary = await sessionSummary(page.request);
  expect(summary.wagered).toBe(20);
  expect(summary.net).toBe(summary.won - 20);
  const amounts = ['20 HTG', `${summary.won} HTG`, summary.net > 0 ? `+${summary.net} HTG` : `${summary.net} HTG`];
  const start = Date.parse(summary.started_at);

  const bar = page.getByTestId('session-bar');
  const dialog = page.getByTestId('reality-check-dialog');
  for (const lang of LOCALES) {
    await test.step(lang, async () => {
      const t = catalogue(lang);
      await page.context().addCookies([{ name: 'lang', value: lang, url: testInfo.project.use.baseURL ?? '' }]);
      await page.goto(gamePagePath(game));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByTestId('reality-check')).toHaveAttribute('data-state', 'waiting');

      // The bar: the four figures in this language, the amounts as the server's summary has them.
      const labels = ['time', 'staked', 'won', 'net'].map((figure) => t[`protection.session.${figure}`] ?? figure);
      await expect(bar).toHaveAccessibleName(t['protection.session.label'] ?? '');
      await expect(bar.locator('dt')).toHaveText(labels);
      await expect(bar.locator('dd')).toHaveText([/^\d+:\d\d:\d\d$/, ...amounts]);
      await expect(page.getByTestId('session-net')).toHaveAttribute('data-sign', String(Math.sign(summary.net)));
      expect(await misfits(bar), `the bar in ${lang}`).toEqual([]);
      const barLines = await lines(bar);
      expect(barLines.wrapped, `no label or figure of the bar wraps in ${lang}`).toEqual([]);
      expect(barLines.rows, `the bar's lines in ${lang}`).toBe(phone ? 2 : 1);
      await expectAxeClean(page, { include: '[data-testid="session-bar"]' });
      if (phone && SCREENSHOTS.has(lang)) {
        await page.screenshot({ path: testInfo.outputPath(`bar-${lang}-${testInfo.project.name}.png`) });
      }

      // The check at the next interval mark counted from the session's start.
      const now = await page.evaluate(() => Date.now());
      const next = start + (Math.floor((now - start) / (INTERVAL * MINUTE)) + 1) * INTERVAL * MINUTE;
      await page.clock.fastForward(next - now + 1000);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: t['protection.reality.checkTitle'] })).toBeVisible();
      const figures = dialog.getByTestId('reality-check-figures');
      await expect(figures.locator('dt')).toHaveText(labels);
      await expect(figures.locator('dd').nth(0)).not.toBeEmpty();
      await expect(figures.locator('dd').nth(1)).toHaveText(amounts[0] ?? '');
      await expect(figures.locator('dd').nth(2)).toHaveText(amounts[1] ?? '');
      await expect(figures.locator('dd').nth(3)).toHaveText(amounts[2] ?? '');
      await expect(dialog.getByTestId('reality-check-net')).toHaveAttribute(
        'data-sign',
        String(Math.sign(summary.net)),
      );
      // Exactly four choices besides the dialog's close, in this language.
      await expect(dialog.getByRole('button')).toHaveText([
        '',
        t['protection.reality.break'] ?? '',
        t['protection.reality.history'] ?? '',
        t['protection.reality.continue'] ?? '',
        t['logout.action'] ?? '',
      ]);
      expect(await misfits(dialog), `the dialog in ${lang}`).toEqual([]);
      await expectAxeClean(page, { include: '[data-testid="reality-check-dialog"]' });
      if (SCREENSHOTS.has(lang) && (phone || lang === 'en')) {
        await page.screenshot({ path: testInfo.outputPath(`check-${lang}-${testInfo.project.name}.png`) });
      }
      await continuePlaying(page);
    });
  }
});

async function continuePlaying(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('reality-check-dialog')).toBeHidden();
  await expect(page.getByTestId('reality-check')).toHaveAttribute('data-state', 'waiting');
}

test('the bar holds the widest figures it promises in its lines, in the 8 languages', async ({ page }, testInfo) => {
  test.setTimeout(180_000); // 8 page loads
  // docs/product.md#routes-game-view: amounts up to 9 999.99 and a clock past 9 hours, in two lines on the phone and
  // one on a wide screen. A test player cannot stake that much here, so the server's own reply is read and only its
  // figures are replaced: what is under test is the bar's layout.
  const player = await createPlayer(page.request, { balance: 500 });
  const signIn = await page.request.post('/api/v1/authorize', {
    data: { login: player.phone, password: player.password },
  });
  expect(signIn.ok()).toBe(true);
  const game = await seedGame(page.request, 'kreyol-fruits');
  await page.route('**/api/v1/user/session/summary', async (route) => {
    const reply = await route.fetch();
    const summary = await reply.json();
    const started_at = new Date(Date.now() - (9 * 60 + 59) * MINUTE).toISOString();
    await route.fulfill({
      response: reply,
      json: { ...summary, started_at, wagered: 9999.5, won: 8888.88, net: -1110.62 },
    });
  });
  const bar = page.getByTestId('session-bar');
  for (const lang of LOCALES) {
    await test.step(lang, async () => {
      await page.context().addCookies([{ name: 'lang', value: lang, url: testInfo.project.use.baseURL ?? '' }]);
      await page.goto(gamePagePath(game));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(bar.locator('dd')).toHaveText([/^9:59:\d\d$/, '9 999.50 HTG', '8 888.88 HTG', '-1 110.62 HTG']);
      expect(await misfits(bar), `the bar in ${lang}`).toEqual([]);
      const barLines = await lines(bar);
      expect(barLines.wrapped, `no label or figure of the bar wraps in ${lang}`).toEqual([]);
      expect(barLines.rows, `the bar's lines in ${lang}`).toBe(isMobile(page) ? 2 : 1);
    });
  }
});
