// UI path tests (docs/architecture.md#qa-coverage) for a cool-off or a self-exclusion (docs/product.md#flows-account-break):
// every shortest path of accountBreakMachine walked in "limits and breaks" of /personal
// (docs/product.md#routes-limits-and-breaks). A break is for good on the reference server (a player on a break cannot
// sign in again), so every path has a fresh player. The break's request is held, then let through to the server: with
// the player's password it starts the break and ends the session; with a wrong one the server refuses it ('Wrong
// password'). Every length is walked to its end; the ways back (a password left out, a wrong one, going back) are
// walked with the 24-hour cool-off.
import type { Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { BreakReply } from '../contract/schemas/protection';
import { SITE_TIME_ZONE } from '../src/config/constants';
import {
  type AccountBreakContext,
  accountBreakMachine,
  type BreakChoice,
} from '../src/machines/account-break/account-break.machine';
import { selectBreakState } from '../src/machines/account-break/account-break.selectors';
import { expect, expectAxeClean, park, PARKED, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import {
  ageSignIn,
  createPlayer,
  createSocialPlayer,
  lastSms,
  logInAs,
  logInWithGoogle,
  type SocialTestPlayer,
  type TestPlayer,
} from './models/players';
import { LimitsModel } from './models/protection.model';

/** The lengths as the panel offers them (src/features/protection/limits-and-breaks.tsx), with their labels. */
const LENGTHS: Array<{ label: string; choice: BreakChoice }> = [
  { label: '24 hours', choice: { kind: 'coolOff', days: 1 } },
  { label: '7 days', choice: { kind: 'coolOff', days: 7 } },
  { label: '30 days', choice: { kind: 'coolOff', days: 30 } },
  { label: '6 weeks', choice: { kind: 'coolOff', days: 42 } },
  { label: '6 months', choice: { kind: 'selfExclusion', months: 6 } },
  { label: '1 year', choice: { kind: 'selfExclusion', months: 12 } },
  { label: '2 years', choice: { kind: 'selfExclusion', months: 24 } },
  { label: '5 years', choice: { kind: 'selfExclusion', months: 60 } },
  { label: 'For good', choice: { kind: 'selfExclusion', months: 'permanent' } },
];
const labelOf = (choice: BreakChoice | null) =>
  choice ? LENGTHS.find((entry) => JSON.stringify(entry.choice) === JSON.stringify(choice))!.label : null;
/** The length whose refusals and ways back are walked. */
const MAIN = '24 hours';
/** The password as the model types it: the player's own, or not. */
const RIGHT = 'right';
const WRONG = 'wrong';
const WRONG_PASSWORD = 'not-the-password';
const DAY = 24 * 3_600_000;

/** What "Continue" says a break means (docs/product.md#flows-account-break), by length. */
function pointsOf(choice: BreakChoice, length: string) {
  const signedOut = 'You are signed out at once, on every device.';
  const noPlay = `For ${length} you cannot sign in, deposit or play.`;
  const seekHelp = 'Talking to a help organisation can help too: see Responsible gambling.';
  const noPromotions = 'You will get no promotions or offers from us any more, even after it ends.';
  if (choice.kind === 'coolOff') {
    return [signedOut, noPlay, 'The break cannot be shortened. Your balance stays in your account.'];
  }
  if (choice.months === 'permanent') {
    return [signedOut, 'You will never be able to sign in, deposit or play again.', noPromotions, seekHelp];
  }
  return [signedOut, noPlay, 'It cannot be ended early, not even by our support team.', noPromotions, seekHelp];
}

/** When a break asked for at `at` ends on the server: days later, or calendar months later (UTC); null for good. */
function expectedEnd(choice: BreakChoice, at: number) {
  if (choice.kind === 'coolOff') return at + choice.days * DAY;
  if (choice.months === 'permanent') return null;
  const end = new Date(at);
  end.setUTCMonth(end.getUTCMonth() + choice.months);
  return end.getTime();
}

test('account break: every shortest path of the machine, step by step in the UI', async ({
  page,
  request,
  consoleWatch,
}, testInfo) => {
  test.skip(testInfo.project.name === 'desktop', 'the /personal card is the same on the phone and the desktop');
  // The break ends the session on the server at once: a read of the page already on its way (the balance, the live
  // stream) may come back 401, which the browser logs, before the page has signed out.
  consoleWatch.allow(/status of 401 \(Unauthorized\)/);
  const limits = new LimitsModel(page);
  const panel = () => limits.breakPanel();
  const password = () => panel().getByLabel('Type your password to confirm');
  let player: TestPlayer;
  /** What the path's break request carried, and the server's reply to it. */
  let sent: { at: number; body: unknown; path: string } | null = null;
  let reply: BreakReply | null = null;
  const axeChecked = new Set<string>();

  /** Lets the break's request through to the server, keeping what it carried and the reply for the states' checks. */
  const pass = async (route: Route) => {
    sent = { at: Date.now(), body: route.request().postDataJSON(), path: new URL(route.request().url()).pathname };
    await route.continue();
    const response = await route.request().response();
    reply = (await response!.json()) as BreakReply;
  };
  const expectSent = (context: AccountBreakContext) => {
    const choice = context.choice as BreakChoice;
    const typed = context.password === RIGHT ? player.password : WRONG_PASSWORD;
    expect(sent?.path).toBe(choice.kind === 'coolOff' ? '/api/v1/user/cool-off' : '/api/v1/user/self-exclusion');
    expect(sent?.body).toEqual(
      choice.kind === 'coolOff' ? { days: choice.days, password: typed } : { months: choice.months, password: typed },
    );
  };

  const flow: UiFlow<typeof accountBreakMachine> = {
    machine: accountBreakMachine,
    events: (s) => {
      const main = labelOf(s.context.choice) === MAIN;
      if (s.matches('choosing')) {
        return [...LENGTHS.map(({ choice }) => ({ type: 'choice.select', choice })), { type: 'break.review' }];
      }
      if (s.matches('reviewing')) {
        return [
          { type: 'password.change', value: RIGHT },
          // Every length goes on with the password; the ways back are the main length's (back with a password typed,
          // which it must forget).
          ...(main ? [{ type: 'password.change', value: WRONG }] : []),
          ...(main && s.context.password !== '' ? [{ type: 'break.back' }] : []),
          ...(main || s.context.password !== '' ? [{ type: 'break.submit' }] : []),
        ];
      }
      if (s.matches('submitting')) {
        // The server decides by the password: it starts the break with the player's own, refuses any other.
        return s.context.password === RIGHT
          ? [{ type: 'xstate.done.actor.startBreak', output: { success: true, until: null } }]
          : [{ type: 'xstate.error.actor.startBreak', error: new Error('Wrong password') }];
      }
      return [];
    },
    dataState: selectBreakState,
    eventKey: (e: UiEvent) => {
      if (e.type === 'choice.select') return `choice.select (${labelOf(e.choice as BreakChoice)})`;
      if (e.type === 'password.change') return `password.change (${String(e.value)})`;
      return e.type;
    },
    // The length (every one is walked to its end), what the guards read (a length, a password), what shows (the
    // password left out, the refusal), and the way back to the lengths, which must keep the one chosen.
    serializeState: (s: AnyMachineSnapshot, event?: UiEvent) =>
      JSON.stringify([
        s.value,
        labelOf(s.context.choice),
        s.context.password,
        s.context.missingSecret,
        s.context.error !== null,
        s.matches('choosing') && event?.type === 'break.back',
      ]),
    root: panel,
    open: async (p) => {
      // The last path may have ended signed in: its page goes first, or a read refused once the cookies are gone is
      // logged. A player on a break cannot sign in again: a new one per path.
      await park(p);
      await p.context().clearCookies();
      sent = null;
      reply = null;
      player = await createPlayer(request, { balance: 100 });
      await logInAs(p, player, '/personal#limits');
    },
    actions: {
      ...Object.fromEntries(
        LENGTHS.map(({ label }) => [
          `choice.select (${label})`,
          async () => panel().getByRole('radio', { name: label, exact: true }).check(),
        ]),
      ),
      'break.review': async () => panel().getByRole('button', { name: 'Continue' }).click(),
      [`password.change (${RIGHT})`]: async () => password().fill(player.password),
      [`password.change (${WRONG})`]: async () => password().fill(WRONG_PASSWORD),
      'break.submit': async () => panel().getByRole('button', { name: 'Start my break' }).click(),
      'break.back': async () => panel().getByRole('button', { name: 'Back' }).click(),
    },
    requests: {
      startBreak: {
        url: (url) => /^\/api\/v1\/user\/(cool-off|self-exclusion)$/.test(url.pathname),
        method: 'POST',
        // The reference server's own answers: a break started, or the refusal of a wrong password.
        done: pass,
        error: pass,
      },
    },
    states: {
      'accountBreak.choosing': async (_p, s, event) => {
        const chosen = labelOf(s.context.choice);
        await expect(panel()).toContainText('A cool-off stops you playing for a short time.');
        await expect(panel().getByRole('group', { name: 'Cool-off' }).getByRole('radio')).toHaveCount(4);
        await expect(panel().getByRole('group', { name: 'Self-exclusion' }).getByRole('radio')).toHaveCount(5);
        // Going back keeps the length chosen.
        for (const { label } of LENGTHS) {
          const radio = panel().getByRole('radio', { name: label, exact: true });
          if (label === chosen) await expect(radio).toBeChecked();
          else await expect(radio).not.toBeChecked();
        }
        const next = panel().getByRole('button', { name: 'Continue' });
        if (chosen) await expect(next).toBeEnabled();
        else await expect(next).toBeDisabled();
        await expect(password()).toHaveCount(0);
        // Back forgot the password typed: going on again shows the field empty (then back once more, to where the
        // path is).
        if (event?.type === 'break.back') {
          await next.click();
          await expect(panel()).toHaveAttribute('data-state', 'reviewing');
          await expect(panel().getByTestId('break-choice')).toHaveText(`Cool-off: ${chosen}`);
          await expect(password()).toHaveValue('');
          await panel().getByRole('button', { name: 'Back' }).click();
          await expect(panel()).toHaveAttribute('data-state', 'choosing');
          await expect(panel().getByRole('radio', { name: chosen!, exact: true })).toBeChecked();
        }
      },
      'accountBreak.reviewing': async (p, s) => {
        const choice = s.context.choice as BreakChoice;
        const length = labelOf(choice)!;
        await expect(panel().getByTestId('break-choice')).toHaveText(
          `${choice.kind === 'coolOff' ? 'Cool-off' : 'Self-exclusion'}: ${length}`,
        );
        await expect(panel().getByRole('listitem')).toHaveText(pointsOf(choice, length));
        // Typed again after a refusal or a way back: what the player typed last, else nothing.
        await expect(password()).toHaveValue(
          s.context.password === RIGHT ? player.password : s.context.password === WRONG ? WRONG_PASSWORD : '',
        );
        await expect(password()).not.toHaveAttribute('readonly');
        const missing = panel().getByText('Enter your password', { exact: true });
        if (s.context.missingSecret) {
          await expect(missing).toBeVisible();
          await expect(password()).toHaveAttribute('aria-invalid', 'true');
        } else {
          await expect(missing).toHaveCount(0);
          await expect(password()).not.toHaveAttribute('aria-invalid');
        }
        if (s.context.error) {
          await expect(panel().getByTestId('break-error')).toHaveText('Wrong password');
          // Refused: the server has not started a break, the player is still signed in.
          expectSent({ ...s.context, password: WRONG });
          expect(reply).toEqual({ success: false, message: 'Wrong password' });
        } else {
          await expect(panel().getByTestId('break-error')).toHaveCount(0);
        }
        await expect(panel().getByRole('button', { name: 'Start my break' })).not.toHaveAttribute('aria-busy');
        await expect(panel().getByRole('button', { name: 'Back' })).toBeEnabled();
        const shows = s.context.error ? 'refusal' : s.context.missingPassword ? 'missing' : 'plain';
        if (shows !== 'plain' && !axeChecked.has(shows)) {
          axeChecked.add(shows);
          await expectAxeClean(p, { include: '[data-testid="account-break"]' });
        }
      },
      'accountBreak.submitting': async () => {
        await expect(panel().locator('form')).toHaveAttribute('aria-busy', 'true');
        await expect(panel().getByRole('button', { name: 'Starting…' })).toHaveAttribute('aria-busy', 'true');
        await expect(panel().getByRole('button', { name: 'Back' })).toBeDisabled();
        await expect(password()).toHaveAttribute('readonly');
      },
      'accountBreak.sendingCode': { notInUi: 'a player with a password is sent no code (the SMS walk below)' },
      'accountBreak.signingOut': { notInUi: 'a player with a password confirms with it (the sign-in walk below)' },
      'accountBreak.loggedOut': { notInUi: 'a player with a password confirms with it (the sign-in walk below)' },
      // Signed out, here and on the server; the end date shows (none for good), and signing in again is refused.
      'accountBreak.done': async (p, s) => {
        const choice = s.context.choice as BreakChoice;
        expectSent({ ...s.context, password: RIGHT });
        expect(reply?.success).toBe(true);
        const until = reply!.until;
        const end = expectedEnd(choice, sent!.at);
        if (end === null) expect(until).toBeNull();
        else expect(Math.abs(Date.parse(until!) - end)).toBeLessThan(60_000);
        await expect(panel()).toHaveAttribute('role', 'status');
        await expect(panel()).toContainText('You are signed out.');
        const date = until
          ? await p.evaluate(
              ([iso, timeZone]) =>
                new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
                  new Date(iso),
                ),
              [until, SITE_TIME_ZONE] as const,
            )
          : null;
        await expect(panel().getByTestId('break-until')).toHaveText(
          date
            ? `Your break lasts until ${date}. Until then you cannot sign in.`
            : 'You are excluded from play for good.',
        );
        await expect(panel()).toContainText('If you want to talk to someone, the organisations on the Responsible');
        await expect(panel().getByRole('link', { name: 'Responsible gambling' })).toHaveAttribute(
          'href',
          '/responsible-gambling',
        );
        await expect(panel().getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
        await expect(new LayoutModel(p).loginLink()).toBeVisible();
        expect((await (await p.request.get('/api/session')).json()).authenticated).toBe(false);
        const again = await p.request.post('/api/v1/authorize', {
          data: { login: player.phone, password: player.password },
        });
        expect(await again.json()).toEqual({
          success: false,
          message: expect.stringMatching(
            choice.kind === 'coolOff'
              ? /^Your account is on a break until \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/
              : until
                ? /^Your account is excluded from play until \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/
                : /^Your account is excluded from play$/,
          ),
        });
        if (!axeChecked.has('done')) {
          axeChecked.add('done');
          await expectAxeClean(p, { include: '[data-testid="account-break"]' });
        }
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  const reviewMain = `choice.select (${MAIN}) → choosing, break.review → reviewing`;
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      ...LENGTHS.map(
        ({ label }) =>
          `choice.select (${label}) → choosing, break.review → reviewing, password.change (${RIGHT}) → reviewing, break.submit → submitting, xstate.done.actor.startBreak → done`,
      ),
      `${reviewMain}, break.submit → reviewing`,
      `${reviewMain}, password.change (${RIGHT}) → reviewing, break.back → choosing`,
      `${reviewMain}, password.change (${WRONG}) → reviewing, break.submit → submitting, xstate.error.actor.startBreak → reviewing, password.change (${RIGHT}) → reviewing`,
    ]),
  );
});

/** The SMS code of the break's message (server/i18n/replies/en.json sms.breakCode). */
const codeOf = (sms: string | null) =>
  /^Bèl Chans code to confirm your break: (\d{6})\. Valid for 10 minutes\.$/.exec(sms ?? '')?.[1] ?? null;

test('account break by SMS code (no password, a phone): every shortest path, step by step in the UI', async ({
  page,
  consoleWatch,
}, testInfo) => {
  test.skip(testInfo.project.name === 'desktop', 'the /personal card is the same on the phone and the desktop');
  consoleWatch.allow(/status of 401 \(Unauthorized\)/);
  const panel = () => new LimitsModel(page).breakPanel();
  const codeField = () => panel().getByLabel('Type the SMS code to confirm');
  let player: SocialTestPlayer;
  let sent: { body: unknown; path: string } | null = null;
  let reply: BreakReply | null = null;
  const pass = async (route: Route) => {
    sent = { body: route.request().postDataJSON(), path: new URL(route.request().url()).pathname };
    await route.continue();
    reply = (await (await route.request().response())!.json()) as BreakReply;
  };
  const flow: UiFlow<typeof accountBreakMachine> = {
    machine: accountBreakMachine,
    events: (s) => {
      if (s.matches('choosing')) {
        return [
          { type: 'choice.select', choice: { kind: 'coolOff', days: 1 } },
          { type: 'break.review', confirm: 'sms', signInFresh: false },
        ];
      }
      if (s.matches('reviewing')) {
        const codeSent = s.context.codeNotice !== null;
        return [
          // The right code once one was sent; a wrong one any time.
          ...(codeSent ? [{ type: 'code.change', value: RIGHT }] : [{ type: 'code.send' }]),
          { type: 'code.change', value: WRONG },
          { type: 'break.submit' },
          ...(s.context.code !== '' ? [{ type: 'break.back' }] : []),
        ];
      }
      if (s.matches('sendingCode')) {
        return [
          { type: 'xstate.done.actor.sendCode', output: { time_left: 60, message: 'SMS sent' } },
          { type: 'xstate.error.actor.sendCode', error: new Error('Too many SMS') },
        ];
      }
      if (s.matches('submitting')) {
        return s.context.code === RIGHT
          ? [{ type: 'xstate.done.actor.startBreak', output: { success: true, until: null } }]
          : [{ type: 'xstate.error.actor.startBreak', error: new Error('Wrong or expired SMS code') }];
      }
      return [];
    },
    dataState: selectBreakState,
    eventKey: (e: UiEvent) => (e.type === 'code.change' ? `code.change (${String(e.value)})` : e.type),
    serializeState: (s: AnyMachineSnapshot) =>
      JSON.stringify([
        s.value,
        s.context.choice !== null,
        s.context.code,
        s.context.missingSecret,
        s.context.codeNotice,
        s.context.codeError !== null,
        s.context.error !== null,
      ]),
    root: panel,
    open: async (p) => {
      await park(p);
      await p.context().clearCookies();
      sent = null;
      reply = null;
      player = await createSocialPlayer(p.request, { phone: true });
      await logInWithGoogle(p, player, '/personal#limits');
    },
    actions: {
      'choice.select': async () => panel().getByRole('radio', { name: MAIN, exact: true }).check(),
      'break.review': async () => panel().getByRole('button', { name: 'Continue' }).click(),
      'code.send': async () => panel().getByRole('button', { name: 'Send code' }).click(),
      [`code.change (${RIGHT})`]: async () => {
        const code = codeOf(await lastSms(page.request, player.phone!));
        expect(code).not.toBeNull();
        // Pasted as a message shows it: the field keeps the digits.
        await codeField().fill(`${code!.slice(0, 3)} ${code!.slice(3)}`);
        await expect(codeField()).toHaveValue(code!);
      },
      [`code.change (${WRONG})`]: async () => {
        const code = codeOf(await lastSms(page.request, player.phone!));
        await codeField().fill(code === '000000' ? '111111' : '000000');
      },
      'break.submit': async () => panel().getByRole('button', { name: 'Start my break' }).click(),
      'break.back': async () => panel().getByRole('button', { name: 'Back' }).click(),
    },
    requests: {
      sendCode: {
        url: (url) => url.pathname === '/api/v1/user/break/code',
        method: 'POST',
        error: (route) =>
          route.fulfill({ json: { success: false, message: 'Too many SMS from this address. Try again later.' } }),
      },
      startBreak: {
        url: (url) => url.pathname === '/api/v1/user/cool-off',
        method: 'POST',
        done: pass,
        error: pass,
      },
    },
    states: {
      'accountBreak.choosing': async (_p, s) => {
        await expect(panel().getByRole('radio', { name: MAIN, exact: true })).toBeChecked({
          checked: s.context.choice !== null,
        });
        await expect(codeField()).toHaveCount(0);
      },
      'accountBreak.reviewing': async (p, s) => {
        await expect(panel().getByTestId('break-choice')).toHaveText(`Cool-off: ${MAIN}`);
        await expect(panel().getByLabel('Type your password to confirm')).toHaveCount(0);
        await expect(panel()).toContainText('You have no password: we send the code to your phone number.');
        await expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
        await expect(codeField()).toHaveAttribute('inputmode', 'numeric');
        if (s.context.code === '') await expect(codeField()).toHaveValue('');
        await expect(panel().getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-busy');
        await expect(panel().getByTestId('break-code-notice')).toHaveText(s.context.codeNotice ? 'SMS sent' : '');
        if (s.context.codeError) {
          await expect(panel().getByTestId('break-code-error')).toHaveText(
            'Too many SMS from this address. Try again later.',
          );
        } else await expect(panel().getByTestId('break-code-error')).toHaveCount(0);
        const missing = panel().getByText('Enter the SMS code', { exact: true });
        if (s.context.missingSecret) {
          await expect(missing).toBeVisible();
          await expect(codeField()).toHaveAttribute('aria-invalid', 'true');
          // Nothing was sent without a code.
          expect(sent).toBeNull();
        } else await expect(missing).toHaveCount(0);
        if (s.context.error) {
          await expect(panel().getByTestId('break-error')).toHaveText('Wrong or expired SMS code');
          expect(reply).toEqual({ success: false, message: 'Wrong or expired SMS code' });
          expect((await (await p.request.get('/api/session')).json()).authenticated).toBe(true);
        } else await expect(panel().getByTestId('break-error')).toHaveCount(0);
      },
      'accountBreak.sendingCode': async () => {
        await expect(panel().getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-busy', 'true');
        await expect(codeField()).toHaveAttribute('readonly');
      },
      'accountBreak.submitting': async () => {
        await expect(panel().getByRole('button', { name: 'Starting…' })).toHaveAttribute('aria-busy', 'true');
        await expect(codeField()).toHaveAttribute('readonly');
      },
      'accountBreak.signingOut': { notInUi: 'a player with a phone confirms with an SMS code' },
      'accountBreak.loggedOut': { notInUi: 'a player with a phone confirms with an SMS code' },
      'accountBreak.done': async (p) => {
        const code = codeOf(await lastSms(p.request, player.phone!));
        expect(sent).toEqual({ path: '/api/v1/user/cool-off', body: { days: 1, sms_code: code } });
        expect(reply).toEqual({ success: true, until: expect.any(String) });
        await expect(panel()).toContainText('You are signed out.');
        await expect(new LayoutModel(p).loginLink()).toBeVisible();
      },
    },
  };
  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'choice.select → choosing, break.review → reviewing, code.send → sendingCode, xstate.done.actor.sendCode → reviewing, code.change (right) → reviewing, break.submit → submitting, xstate.done.actor.startBreak → done',
      'choice.select → choosing, break.review → reviewing, break.submit → reviewing',
    ]),
  );
});

for (const signIn of ['fresh', 'stale'] as const) {
  test(`account break by a ${signIn} Google sign-in (no password, no phone): every shortest path in the UI`, async ({
    page,
    consoleWatch,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'desktop', 'the /personal card is the same on the phone and the desktop');
    consoleWatch.allow(/status of 401 \(Unauthorized\)/);
    const panel = () => new LimitsModel(page).breakPanel();
    const STALE_TEXT =
      'To confirm your break, log in again with Google or your wallet, then come back within 10 minutes';
    let reply: BreakReply | null = null;
    let sent: unknown = null;
    /** What the last refusal said: the server's of a stale sign-in, or the logout's that failed. */
    let failure = '';
    const flow: UiFlow<typeof accountBreakMachine> = {
      machine: accountBreakMachine,
      events: (s) => {
        if (s.matches('choosing')) {
          return [
            { type: 'choice.select', choice: { kind: 'selfExclusion', months: 'permanent' } },
            { type: 'break.review', confirm: 'sign_in', signInFresh: signIn === 'fresh' },
          ];
        }
        if (s.matches('reviewing')) return [{ type: 'break.submit' }, { type: 'break.signInAgain' }];
        if (s.matches('submitting')) {
          return [
            { type: 'xstate.done.actor.startBreak', output: { success: true, until: null } },
            { type: 'xstate.error.actor.startBreak', error: new Error(STALE_TEXT) },
          ];
        }
        if (s.matches('signingOut')) {
          return [
            { type: 'xstate.done.actor.signOut', output: undefined },
            { type: 'xstate.error.actor.signOut', error: new Error('offline') },
          ];
        }
        return [];
      },
      dataState: selectBreakState,
      serializeState: (s: AnyMachineSnapshot) =>
        JSON.stringify([s.value, s.context.choice !== null, s.context.error !== null]),
      root: panel,
      open: async (p) => {
        await park(p);
        await p.context().clearCookies();
        reply = null;
        sent = null;
        failure = '';
        const player = await createSocialPlayer(p.request, { phone: false });
        await logInWithGoogle(p, player, PARKED);
        if (signIn === 'stale') await ageSignIn(p, 11);
        await p.goto('/personal#limits');
      },
      actions: {
        'choice.select': async () => panel().getByRole('radio', { name: 'For good', exact: true }).check(),
        'break.review': async () => panel().getByRole('button', { name: 'Continue' }).click(),
        'break.submit': async () => panel().getByRole('button', { name: 'Start my break' }).click(),
        'break.signInAgain': async () => panel().getByRole('button', { name: 'Log in again' }).click(),
      },
      requests: {
        startBreak: {
          url: (url) => url.pathname === '/api/v1/user/self-exclusion',
          method: 'POST',
          done: async (route) => {
            sent = route.request().postDataJSON();
            await route.continue();
            reply = (await (await route.request().response())!.json()) as BreakReply;
          },
          // The sign-in goes stale while the player reads: the server refuses.
          error: async (route) => {
            sent = route.request().postDataJSON();
            failure = STALE_TEXT;
            await ageSignIn(page, 11);
            await route.continue();
            reply = (await (await route.request().response())!.json()) as BreakReply;
          },
        },
        signOut: {
          url: (url) => url.pathname === '/api/v1/logout',
          error: async (route) => {
            failure = 'Request failed';
            await route.fulfill({ json: { success: false, message: 'Request failed' } });
          },
        },
      },
      states: {
        'accountBreak.choosing': async () => {
          await expect(panel().getByRole('radio', { name: 'For good', exact: true })).toBeVisible();
        },
        'accountBreak.reviewing': async (_p, s) => {
          await expect(panel().getByTestId('break-choice')).toHaveText('Self-exclusion: For good');
          await expect(panel().getByLabel('Type your password to confirm')).toHaveCount(0);
          await expect(panel().getByLabel('Type the SMS code to confirm')).toHaveCount(0);
          const stale = !s.context.signInFresh || s.context.error !== null;
          if (s.context.error) {
            await expect(panel().getByTestId('break-error')).toHaveText(failure);
          } else await expect(panel().getByTestId('break-error')).toHaveCount(0);
          if (s.context.error && failure === STALE_TEXT) {
            expect(sent).toEqual({ months: 'permanent' });
            expect(reply).toEqual({ success: false, message: STALE_TEXT });
          }
          await expect(panel().getByTestId('break-sign-in')).toHaveText(
            stale
              ? s.context.error
                ? ''
                : 'To confirm your break, log in again with Google or your wallet, then come back here within 10 minutes.'
              : 'You have just logged in with Google or your wallet: that confirms your break.',
          );
          await expect(panel().getByRole('button', { name: 'Log in again' })).toHaveCount(stale ? 1 : 0);
          await expect(panel().getByRole('button', { name: 'Start my break' })).toHaveCount(stale ? 0 : 1);
        },
        'accountBreak.submitting': async () => {
          await expect(panel().getByRole('button', { name: 'Starting…' })).toHaveAttribute('aria-busy', 'true');
        },
        'accountBreak.signingOut': async () => {
          await expect(panel().getByRole('button', { name: 'Logging out…' })).toHaveAttribute('aria-busy', 'true');
        },
        'accountBreak.sendingCode': { notInUi: 'a player without a phone is sent no code' },
        'accountBreak.done': async (p) => {
          expect(sent).toEqual({ months: 'permanent' });
          expect(reply).toEqual({ success: true, until: null });
          await expect(panel().getByTestId('break-until')).toHaveText('You are excluded from play for good.');
          expect((await (await p.request.get('/api/session')).json()).authenticated).toBe(false);
        },
        // Logged out here and on the server, on the sign-in page with Google and the wallet.
        'accountBreak.loggedOut': {
          leavesPage: async (p) => {
            await expect(p).toHaveURL(/\/login$/);
            expect((await (await p.request.get('/api/session')).json()).authenticated).toBe(false);
          },
        },
      },
    };
    await walkAllPaths(page, flow);
  });
}
