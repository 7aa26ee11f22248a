// UI path tests for the rotate prompt of the game page: every shortest path of rotateMachine, walked on a game
// that refuses portrait (allow_portrait false). The view reports the screen (orientation, below the sm
// breakpoint) when the game's frame mounts and on every change: each screen.change is the viewport the
// player's device shows. The frame mounts once the game's start request is answered, so each path holds that
// request and lets it through in the screen of its first step.
import type { Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { rotateMachine } from '../src/machines/rotate/rotate.machine';
import { selectRotateState } from '../src/machines/rotate/rotate.selectors';
import { expect, test } from './fixtures';
import { gamePagePath, seedGame } from './models/games.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';

/** The screens a player's device shows (viewport in CSS pixels; small is below 640 px wide). */
const SCREENS = {
  'upright phone': { width: 412, height: 839, portrait: true, small: true },
  'sideways phone': { width: 839, height: 412, portrait: false, small: false },
  'upright tablet': { width: 800, height: 1280, portrait: true, small: false },
} as const;
type Screen = keyof typeof SCREENS;

const change = (screen: Screen): UiEvent => ({
  type: 'screen.change',
  portrait: SCREENS[screen].portrait,
  small: SCREENS[screen].small,
  screen,
});
const screenOf = (event: UiEvent | undefined) => (event?.screen as Screen | undefined) ?? null;

test('rotate prompt: every shortest path of the machine, step by step on the game page', async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name === 'desktop',
    'a desktop window is never a small portrait screen: the prompt is for phones, where the walk turns the screen',
  );
  const roulette = await seedGame(page.request, 'european-roulette');
  const frame = page.getByTestId('game-frame');
  const prompt = page.getByTestId('rotate-prompt');
  let held: Route | null = null;
  let paused = false;
  await page.route(`**/api/v1/games/groups/*/games/${roulette.id}?*`, (route) => {
    held = route;
  });

  const turn = async (p: Page, event: UiEvent) => {
    const { width, height } = SCREENS[screenOf(event)!];
    await p.setViewportSize({ width, height });
    // The first screen of a path: the frame mounts now and reports it.
    if (held) {
      const route: Route = held;
      held = null;
      await route.continue();
      // Stopped once the game shows, so the 5 s of the prompt pass only when the walk moves the clock (the
      // page's queries notify on timers: a clock stopped earlier would keep the game from showing).
      await expect(frame).toHaveCount(1);
      await p.clock.pauseAt((await p.evaluate(() => Date.now())) + 1_000);
      paused = true;
    }
  };

  const flow: UiFlow<typeof rotateMachine> = {
    machine: rotateMachine,
    input: { allowPortrait: false },
    // A phone turned sideways from the start is the tablet's path; turning it while prompted ends the prompt.
    events: (s: AnyMachineSnapshot) => [
      change('upright phone'),
      change('upright tablet'),
      ...(s.matches('unknown') ? [] : [change('sideways phone')]),
      { type: 'xstate.after.message.rotate.prompting.prompt' },
    ],
    eventKey: (event) => (event.type === 'screen.change' ? `screen.change (${screenOf(event)})` : event.type),
    dataState: selectRotateState,
    // What the player sees depends on the screen: playing upright on a tablet and sideways on a phone differ.
    serializeState: (s, event) => JSON.stringify([selectRotateState(s), screenOf(event)]),
    root: () => frame,
    clock: true,
    open: async (p) => {
      if (paused) await p.clock.resume();
      paused = false;
      await p.setViewportSize(SCREENS['upright phone']);
      await p.goto(gamePagePath(roulette));
      await expect.poll(() => held !== null, { message: 'the game page should ask for the game start' }).toBe(true);
      await expect(frame).toHaveCount(0);
    },
    actions: {
      'screen.change (upright phone)': turn,
      'screen.change (sideways phone)': turn,
      'screen.change (upright tablet)': turn,
    },
    states: {
      'rotate.unknown': {
        notInUi: 'the frame reports the screen in the effect of its first render: the prompt or the game shows at once',
      },
      // spec: portrait on a small screen without allow_portrait shows the rotate prompt over the game.
      'rotate.prompting.prompt': async () => {
        await expect(prompt).toBeVisible();
        await expect(prompt.getByText('Rotate your phone')).toBeVisible();
        await expect(prompt.getByRole('status')).toHaveCount(0);
      },
      // spec: the message follows after 5 s.
      'rotate.prompting.message': async () => {
        await expect(prompt.getByText('Rotate your phone')).toBeVisible();
        await expect(prompt.getByRole('status')).toHaveText(
          'This game is played in landscape. Turn your phone sideways to continue.',
        );
      },
      'rotate.playing': async (p, _s, event) => {
        await expect(prompt).toHaveCount(0);
        await expect(frame.locator('iframe')).toBeVisible();
        // A phone held sideways plays without the site's header; an upright tablet keeps it.
        if (screenOf(event) === 'sideways phone') await expect(p.getByTestId('site-header')).toBeHidden();
        else await expect(p.getByTestId('site-header')).toBeVisible();
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'screen.change (upright phone) → prompting.prompt, xstate.after.message.rotate.prompting.prompt → prompting.message',
      'screen.change (upright phone) → prompting.prompt, screen.change (sideways phone) → playing',
      'screen.change (upright tablet) → playing',
    ]),
  );
});
