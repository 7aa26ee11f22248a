// UI path tests for /sport: every shortest path of sportFrameMachine, walked on the page. The page fetches the
// sportsbook's address for the route's page (held here until a step answers it, or fails it with a refusal the
// transport does not retry), then shows the frame under a spinner until the frame's document has loaded. The
// walk plays the sportsbook in the frame: a small document whose load it holds (an image it answers when the
// step says so) and which posts the sportsbook's {type:'sport-hash', hash} messages to the page, as the real one
// does on each tab (e2e/sport.spec.ts walks the real one). The page mirrors the hash's page in the address, and
// the header's Sport link (the tab bar's on a phone) sends the frame to all sports.
import type { Page, Route } from '@playwright/test';
import { type AnyMachineSnapshot, raise } from 'xstate';
import { sportFrameMachine } from '../src/machines/sport-frame/sport-frame.machine';
import { selectSportFrameState } from '../src/machines/sport-frame/sport-frame.selectors';
import { expect, isMobile, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { type UiEvent, type UiFlow, walkAllPaths, withoutPrefixes } from './models/machine-paths';

const FRAME = 'iframe[title="Sport betting"]';
const FAILED = 'The sportsbook could not be opened.';
/** The image the walk's sportsbook document waits for: its load event comes when the walk answers it. */
const HOLD = '/dev/walk-sport-hold.gif';
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const SPORTSBOOK = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sportsbook (walk)</title></head>
<body><main><h1>Sportsbook</h1><img src="${HOLD}" alt="" width="1" height="1"></main></body></html>`;

/** The hash the sportsbook posts for each sub-page, and the address page the page mirrors it as. */
const HASH = { 'my-bets': '#/my-bets', all: '#/all', root: '#/' } as const;
const ADDRESS_PAGE = { 'my-bets': 'bets', all: 'all', root: null, live: 'live' } as const;

type SubPage = keyof typeof ADDRESS_PAGE;
const contextOf = (s: AnyMachineSnapshot) =>
  s.context as { page: string | undefined; subPage: SubPage | null; url: string | null };

test('sport frame: every shortest path of the machine, step by step on /sport', async ({ page, consoleWatch }) => {
  // A refused address is logged as a failed load.
  consoleWatch.allowNetworkErrors();
  const root = () => page.getByTestId('sport-page');
  const iframe = () => page.locator(FRAME);
  const spinner = () => root().getByRole('status');
  const alert = () => root().getByRole('alert');
  const nav = () => (isMobile(page) ? page.getByTestId('mobile-tabs') : page.getByTestId('site-header'));
  /** The held images of the frame's document (a document asked for twice asks twice). */
  let hold: Route[] = [];

  await page.route('**/dev/sport?*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: SPORTSBOOK }),
  );
  await page.route(`**${HOLD}`, (route) => {
    hold.push(route);
  });
  /** The sportsbook in the frame tells the page its hash. */
  const postHash = async (p: Page, hash: string) => {
    await expect.poll(() => p.frames().some((f) => f.url().includes('/dev/sport?'))).toBe(true);
    const frame = p.frames().find((f) => f.url().includes('/dev/sport?'))!;
    await frame.evaluate((h) => window.parent.postMessage({ type: 'sport-hash', hash: h }, '*'), hash);
  };

  const flow: UiFlow<typeof sportFrameMachine> = {
    // The page's mirror of the hash moves the address, which the page tells the machine: the walk's machine
    // does the same (it changes nothing when the address already has that page).
    machine: sportFrameMachine.provide({
      actions: {
        mirrorAddress: raise((_, page: never) => ({ type: 'address.change', page, betcode: undefined })) as never,
      },
    }),
    input: { page: 'live', betcode: undefined },
    events: (s) => {
      const events: UiEvent[] = [
        { type: 'xstate.done.actor.frameUrl', output: 'sportsbook' },
        { type: 'xstate.error.actor.frameUrl', error: new Error(FAILED) },
        { type: 'retry' },
        { type: 'frame.load' },
      ];
      // The link while no address is on its way: a request left behind would be the one the walk answers next
      // (the page's machine drops its answer, the walk cannot tell the two apart).
      if (!s.matches('fetching') && !s.matches('retrying')) {
        events.push({ type: 'address.change', page: 'all', betcode: undefined });
      }
      if (s.matches('loading') || s.matches('ready')) {
        for (const subPage of Object.keys(HASH)) events.push({ type: 'frame.hash', subPage });
      }
      return events;
    },
    eventKey: (event) => (event.type === 'frame.hash' ? `frame.hash ${event.subPage}` : event.type),
    dataState: selectSportFrameState,
    serializeState: (s) => {
      const { page: asked, subPage, url } = contextOf(s);
      return JSON.stringify([s.value, asked, subPage, url !== null, (s.context as { address?: string }).address]);
    },
    root,
    open: async (p) => {
      hold = [];
      await new LayoutModel(p).goto('/sport?page=live');
    },
    actions: {
      'frame.load': async () => {
        await expect
          .poll(() => hold.length, { message: 'the frame should have loaded its document' })
          .toBeGreaterThan(0);
        for (const route of hold.splice(0)) await route.fulfill({ status: 200, contentType: 'image/gif', body: GIF });
      },
      'frame.hash my-bets': (p) => postHash(p, HASH['my-bets']),
      'frame.hash all': (p) => postHash(p, HASH.all),
      'frame.hash root': (p) => postHash(p, HASH.root),
      'address.change': async () => nav().getByRole('link', { name: 'Sport', exact: true }).click(),
      retry: async () => alert().getByRole('button', { name: 'Try again' }).click(),
    },
    requests: {
      frameUrl: {
        url: '**/api/v1/games/url?*',
        method: 'GET',
        // Every copy held gets the same answer (a request left held would be the one the next step answers).
        copies: true,
        // A refusal: the transport retries no 4xx, so the page fails at once.
        error: (route) => route.fulfill({ status: 400, json: { success: false, message: 'Sportsbook closed' } }),
      },
    },
    states: {
      // The address is on its way: a spinner, no frame yet.
      'sportFrame.fetching': async (p, s) => {
        await expect(spinner()).toBeVisible();
        await expect(iframe()).toHaveCount(0);
        // No frame: an image still held belongs to a document that is gone.
        hold = [];
        await expect(alert()).toHaveCount(0);
        await expect(root()).not.toHaveAttribute('data-sport-page');
        await expect(p).toHaveURL(new RegExp(`[?&]page=${contextOf(s).page}(&|$)`));
      },
      'sportFrame.failed': async () => {
        await expect(alert()).toContainText(FAILED);
        await expect(alert().getByRole('button', { name: 'Try again' })).toBeEnabled();
        await expect(iframe()).toHaveCount(0);
        await expect(spinner()).toHaveCount(0);
      },
      // The message stays, its button busy, while the retry runs.
      'sportFrame.retrying': async () => {
        await expect(alert()).toContainText(FAILED);
        await expect(alert().getByRole('button', { name: 'Try again' })).toBeDisabled();
        await expect(alert().getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
        await expect(iframe()).toHaveCount(0);
      },
      // The frame opens at the page asked for, under the spinner until its document has loaded.
      'sportFrame.loading': async (p, s) => {
        const { page: asked, subPage } = contextOf(s);
        await expect(iframe()).toHaveAttribute('src', new RegExp(`/dev/sport\\?page=${asked}&parent=`));
        await expect(spinner()).toBeVisible();
        await expectSubPage(p, subPage);
      },
      'sportFrame.ready': async (p, s) => {
        const { page: asked, subPage } = contextOf(s);
        await expect(iframe()).toHaveAttribute('src', new RegExp(`/dev/sport\\?page=${asked}&parent=`));
        await expect(iframe()).toBeVisible();
        await expect(spinner()).toHaveCount(0);
        await expectSubPage(p, subPage);
      },
    },
  };

  /** The tracked sub-page, and the address page that mirrors it (the one asked for until the frame told). */
  const expectSubPage = async (p: Page, subPage: SubPage | null) => {
    if (subPage === null) {
      await expect(root()).not.toHaveAttribute('data-sport-page');
      return;
    }
    await expect(root()).toHaveAttribute('data-sport-page', subPage);
    const mirrored = ADDRESS_PAGE[subPage];
    await expect
      .poll(() => new URL(p.url()).searchParams.get('page'), { message: 'the address mirrors the frame' })
      .toBe(mirrored);
  };

  const paths = await walkAllPaths(page, flow);
  const done = 'xstate.done.actor.frameUrl → loading';
  const again = `${done}, address.change → fetching, ${done}`;
  expect(withoutPrefixes(flow, paths).map((p) => p.name)).toEqual([
    `${done}, frame.hash my-bets → loading`,
    `${done}, frame.hash all → loading`,
    `${done}, frame.hash root → loading`,
    'xstate.error.actor.frameUrl → failed, retry → retrying',
    `${done}, frame.load → ready, frame.hash my-bets → ready`,
    `${done}, frame.load → ready, frame.hash all → ready`,
    `${done}, frame.load → ready, frame.hash root → ready`,
    `${again}, frame.hash my-bets → loading`,
    `${again}, frame.hash all → loading`,
    `${again}, frame.hash root → loading`,
    `${done}, address.change → fetching, xstate.error.actor.frameUrl → failed, retry → retrying`,
    `${again}, frame.load → ready, frame.hash my-bets → ready`,
    `${again}, frame.load → ready, frame.hash all → ready`,
    `${again}, frame.load → ready, frame.hash root → ready`,
  ]);
});
