// UI path tests for the login form on /login: every shortest path of loginMachine, walked in the real UI with players
// of the reference server (phone and password): a Haitian one with the default country, and a Jamaican one after the
// country is changed (docs/product.md#flows-login). The countries come from the registration context, held until the
// path answers it (or refuses it, for the retry).
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { loginMachine } from '../src/machines/login/login.machine';
import { selectLoginState } from '../src/machines/login/login.selectors';
import { expect, expectAxeClean, park, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { LoginModel } from './models/login.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import { createPlayer } from './models/players';

/** What the reference server answers a wrong password. */
const WRONG = 'Wrong phone number or password';
/** The refusal the walk answers the registration context with (docs/api.md conventions: 200 + success:false). */
const UNAVAILABLE = 'Registration context unavailable';
const RULE_TEXT = {
  country: { required: 'Selected country is required' },
  phone: { required: 'Phone number is required', invalid: 'Invalid phone number' },
  password: { required: 'Password is required' },
} as const;
/** The seeded phone codes of the two countries the walk uses. */
const CODE = { HTI: '+509', JAM: '+1876' } as const;
/** The part of the seeded registration context the walk's machine needs: Haiti (the default) and Jamaica. */
const REGISTRATION_CONTEXT = {
  countries: [
    { id: 'HTI', id2: 'HT', name: 'Haiti', phone_code: 509 },
    { id: 'JAM', id2: 'JM', name: 'Jamaica', phone_code: 1876 },
  ],
  default_country: 'HTI',
  disabled_skip: ['HTI'],
};
/** A number with a letter in it: not a phone number. */
const NOT_A_NUMBER = '3700-OO01';

const showsErrors = (s: AnyMachineSnapshot) =>
  s.context.error !== null || Object.keys(s.context.fieldErrors as object).length > 0;

test('login form: every shortest path of the machine, step by step in the UI', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name === 'desktop', 'the login form is the same on the phone and the desktop');
  const login = new LoginModel(page);
  const layout = new LayoutModel(page);
  const players = { HTI: await createPlayer(request), JAM: await createPlayer(request, { country: 'JAM' }) };
  const playerOf = (s: AnyMachineSnapshot) => players[s.context.country === 'JAM' ? 'JAM' : 'HTI'];

  const flow: UiFlow<typeof loginMachine> = {
    machine: loginMachine,
    events: (s) => {
      if (s.matches('loading')) {
        const events: UiEvent[] = [
          // The reference server answers for real; the walk's copy needs only what the rules read.
          { type: 'xstate.done.actor.loadContext', output: REGISTRATION_CONTEXT },
          { type: 'xstate.error.actor.loadContext', error: new Error(UNAVAILABLE) },
        ];
        // The number can be typed while the countries load.
        if (s.context.phone === '') events.push({ type: 'field.change', field: 'phone', value: players.HTI.national });
        return events;
      }
      if (s.matches('loadFailed')) return [{ type: 'context.retry' }];
      if (s.matches('submitting')) {
        return [
          { type: 'xstate.done.actor.authorize', output: {} },
          { type: 'xstate.error.actor.authorize', error: new Error(WRONG) },
        ];
      }
      // Once the form shows errors the walk ends there: going on would repeat the same typing.
      if (!s.matches('editing') || showsErrors(s)) return [];
      const { phone, password, country } = s.context;
      const player = playerOf(s);
      if (phone === '') {
        const events: UiEvent[] = [
          // Sent blank (every rule message), an SMS restore without a number, a number that is none, or the number.
          { type: 'form.submit' },
          { type: 'restore.request' },
          { type: 'field.change', field: 'phone', value: NOT_A_NUMBER },
          { type: 'field.change', field: 'phone', value: player.national },
        ];
        // The default country (Haiti, from the registration context), or Jamaica chosen instead.
        if (country === 'HTI') events.push({ type: 'field.change', field: 'country', value: 'JAM' });
        return events;
      }
      if (phone === NOT_A_NUMBER) return [{ type: 'form.submit' }];
      if (password === '') return [{ type: 'field.change', field: 'password', value: player.password }];
      return [{ type: 'form.submit' }];
    },
    dataState: selectLoginState,
    serializeState: (s, event) =>
      JSON.stringify([
        s.value,
        s.context.country,
        s.context.phone === NOT_A_NUMBER ? 'not a number' : s.context.phone !== '',
        s.context.password !== '',
        Object.keys(s.context.fieldErrors).sort(),
        s.context.error !== null,
        // Loading again after a retry is a vertex of its own, so the retry is walked.
        s.matches('loading') ? (event?.type ?? null) : null,
      ]),
    eventKey: (event: UiEvent) => (event.type === 'field.change' ? `field.change ${String(event.field)}` : event.type),
    root: () => login.form(),
    open: async (p) => {
      await park(p); // a signed-in page left open would have its next read refused
      await p.context().clearCookies(); // the path before may have signed in
      await p.goto('/login');
    },
    actions: {
      'field.change phone': (_p, event) => login.phone().fill(String(event.value)),
      'field.change password': (_p, event) => login.password().fill(String(event.value)),
      'field.change country': (_p, event) =>
        login
          .country()
          .selectOption(String(event.value))
          .then(() => {}),
      'form.submit': () => login.submit().click(),
      'restore.request': () => login.restore().click(),
      'context.retry': () =>
        page.getByTestId('login-countries-failed').getByRole('button', { name: 'Try again' }).click(),
    },
    requests: {
      loadContext: {
        url: '**/api/registration-context',
        method: 'GET',
        error: (route) => route.fulfill({ json: { success: false, message: UNAVAILABLE } }),
      },
      authorize: {
        url: '**/api/v1/authorize',
        method: 'POST',
        // The reference server refuses a wrong password.
        error: (route) =>
          route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), password: 'not-it' }) }),
      },
    },
    states: {
      // The countries load: nothing to choose yet and nothing can be sent, but the number can be typed.
      'login.loading': async (_p, s) => {
        await expect(login.country()).toBeDisabled();
        await expect(login.country()).toHaveAttribute('aria-busy', 'true');
        await expect(login.submit()).toBeDisabled();
        await expect(login.restore()).toBeDisabled();
        await expect(login.phoneCode()).toHaveValue('');
        await expect(login.phone()).toBeEditable();
        await expect(login.phone()).toHaveValue(s.context.phone);
        await expect(page.getByTestId('login-countries-failed')).toHaveCount(0);
      },
      'login.loadFailed': async (_p, s) => {
        const failed = page.getByTestId('login-countries-failed');
        await expect(failed).toContainText('The list of countries could not be loaded.');
        // With the server's reason.
        await expect(failed).toContainText(UNAVAILABLE);
        await expect(failed.getByRole('button', { name: 'Try again' })).toBeEnabled();
        await expect(login.country()).toBeDisabled();
        await expect(login.submit()).toBeDisabled();
        await expect(login.phone()).toHaveValue(s.context.phone);
        await expectAxeClean(page, { include: '[data-testid=login-form]' });
      },
      'login.editing': async (_p, s) => {
        const { phone, password, fieldErrors, country } = s.context as {
          phone: string;
          password: string;
          country: 'HTI' | 'JAM';
          fieldErrors: Record<string, string>;
        };
        await expect(login.submit()).toHaveText('Log in');
        await expect(login.submit()).toBeEnabled();
        await expect(login.submit()).toHaveAttribute('aria-busy', 'false');
        // The registration's country select (25 seeded countries and none), Haiti by default.
        await expect(login.country()).toHaveValue(country);
        await expect(login.country().locator('option')).toHaveCount(26);
        await expect(login.phoneCode()).toHaveValue(CODE[country]);
        await expect(login.phone()).toHaveValue(phone);
        await expect(login.password()).toHaveValue(password);
        for (const [field, input] of [
          ['country', login.country()],
          ['phone', login.phone()],
          ['password', login.password()],
        ] as const) {
          const rule = fieldErrors[field] as keyof (typeof RULE_TEXT)[typeof field] | undefined;
          if (rule) await expect(input).toHaveAccessibleDescription(RULE_TEXT[field][rule]);
          else await expect(input).not.toHaveAttribute('aria-invalid');
        }
        if (s.context.error) await expect(login.error()).toHaveText(WRONG);
        else await expect(login.error()).toHaveCount(0);
        await expect(page.getByTestId('login-countries-failed')).toHaveCount(0);
      },
      'login.submitting': async () => {
        await expect(login.form().getByRole('button', { name: 'Logging in…' })).toHaveAttribute('aria-busy', 'true');
        await expect(login.phone()).toHaveAttribute('readonly', '');
        await expect(login.password()).toHaveAttribute('readonly', '');
      },
      // Login success signs the player in and goes home with their balance: the Haitian or the Jamaican player.
      'login.authorized': {
        leavesPage: async (p: Page, s) => {
          await expect(p).toHaveURL(/\/$/);
          await expect(p.locator('[data-session]')).toHaveAttribute('data-session', 'authenticated');
          await expect(layout.balance()).toBeVisible();
          const profile = await (await p.request.get('/api/v1/user/profile/info?version=2')).json();
          expect(profile).toMatchObject({ phone: playerOf(s).phone });
        },
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  const names = paths.map((p) => p.name);
  expect(names).toEqual(
    expect.arrayContaining([
      // Typed while the countries load: kept through their failure and the retry.
      'field.change phone → loading, xstate.error.actor.loadContext → loadFailed, context.retry → loading',
      'xstate.done.actor.loadContext → editing, form.submit → editing',
      'xstate.done.actor.loadContext → editing, restore.request → editing',
      'xstate.done.actor.loadContext → editing, field.change phone → editing, form.submit → editing',
      'xstate.done.actor.loadContext → editing, field.change country → editing, restore.request → editing',
      'xstate.done.actor.loadContext → editing, field.change phone → editing, field.change password → editing, form.submit → submitting, xstate.done.actor.authorize → authorized',
      'xstate.done.actor.loadContext → editing, field.change phone → editing, field.change password → editing, form.submit → submitting, xstate.error.actor.authorize → editing',
      'xstate.done.actor.loadContext → editing, field.change country → editing, field.change phone → editing, field.change password → editing, form.submit → submitting, xstate.done.actor.authorize → authorized',
    ]),
  );
});
