// UI path tests for the login form on /login: every shortest path of loginMachine, walked in the real UI with a
// player of the reference server (phone and password).
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { loginMachine } from '../src/machines/login/login.machine';
import { selectLoginState } from '../src/machines/login/login.selectors';
import { expect, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { LoginModel } from './models/login.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import { createPlayer } from './models/players';

/** What the reference server answers a wrong password. */
const WRONG = 'Wrong phone number or password';
const RULE_TEXT = { phone: 'Phone number is required', password: 'Password is required' } as const;

const showsErrors = (s: AnyMachineSnapshot) =>
  s.context.error !== null || Object.keys(s.context.fieldErrors as object).length > 0;

test('login form: every shortest path of the machine, step by step in the UI', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name === 'desktop', 'the login form is the same on the phone and the desktop');
  const login = new LoginModel(page);
  const layout = new LayoutModel(page);
  const player = await createPlayer(request);

  const flow: UiFlow<typeof loginMachine> = {
    machine: loginMachine,
    input: { phoneCode: '509' },
    events: (s) => {
      if (s.matches('submitting')) {
        return [
          { type: 'xstate.done.actor.authorize', output: {} },
          { type: 'xstate.error.actor.authorize', error: new Error(WRONG) },
        ];
      }
      // Once the form shows errors the walk ends there: going on would repeat the same typing.
      if (!s.matches('editing') || showsErrors(s)) return [];
      const { phone, password } = s.context;
      if (phone === '') {
        // Sent blank (both rule messages), an SMS restore without a number, or the number typed.
        return [
          { type: 'form.submit' },
          { type: 'restore.request' },
          { type: 'field.change', field: 'phone', value: player.national },
        ];
      }
      if (password === '') return [{ type: 'field.change', field: 'password', value: player.password }];
      return [{ type: 'form.submit' }];
    },
    dataState: selectLoginState,
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.phone !== '',
        s.context.password !== '',
        Object.keys(s.context.fieldErrors).sort(),
        s.context.error !== null,
      ]),
    eventKey: (event: UiEvent) => (event.type === 'field.change' ? `field.change ${String(event.field)}` : event.type),
    root: () => login.form(),
    open: async (p) => {
      await p.context().clearCookies(); // the path before may have signed in
      await p.goto('/login');
    },
    actions: {
      'field.change phone': (_p, event) => login.phone().fill(String(event.value)),
      'field.change password': (_p, event) => login.password().fill(String(event.value)),
      'form.submit': () => login.submit().click(),
      'restore.request': () => page.getByTestId('restore-button').click(),
    },
    requests: {
      authorize: {
        url: '**/api/v1/authorize',
        method: 'POST',
        // The reference server refuses a wrong password.
        error: (route) =>
          route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), password: 'not-it' }) }),
      },
    },
    states: {
      'login.editing': async (_p, s) => {
        const { phone, password, fieldErrors } = s.context;
        await expect(login.submit()).toHaveText('Log in');
        await expect(login.submit()).toHaveAttribute('aria-busy', 'false');
        await expect(page.getByLabel('Country code')).toHaveValue('+509');
        await expect(login.phone()).toHaveValue(phone);
        await expect(login.password()).toHaveValue(password);
        for (const [field, input] of [
          ['phone', login.phone()],
          ['password', login.password()],
        ] as const) {
          if (fieldErrors[field]) await expect(input).toHaveAccessibleDescription(RULE_TEXT[field]);
          else await expect(input).not.toHaveAttribute('aria-invalid');
        }
        if (s.context.error) await expect(login.error()).toHaveText(WRONG);
        else await expect(login.error()).toHaveCount(0);
      },
      'login.submitting': async () => {
        await expect(login.form().getByRole('button', { name: 'Logging in…' })).toHaveAttribute('aria-busy', 'true');
        await expect(login.phone()).toHaveAttribute('readonly', '');
        await expect(login.password()).toHaveAttribute('readonly', '');
      },
      // Login success signs the player in and goes home with their balance.
      'login.authorized': {
        leavesPage: async (p: Page) => {
          await expect(p).toHaveURL(/\/$/);
          await expect(p.locator('[data-session]')).toHaveAttribute('data-session', 'authenticated');
          await expect(layout.balance()).toBeVisible();
          const profile = await (await p.request.get('/api/v1/user/profile/info?version=2')).json();
          expect(profile).toMatchObject({ phone: player.phone });
        },
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'form.submit → editing',
      'restore.request → editing',
      'field.change phone → editing, field.change password → editing, form.submit → submitting, xstate.done.actor.authorize → authorized',
      'field.change phone → editing, field.change password → editing, form.submit → submitting, xstate.error.actor.authorize → editing',
    ]),
  );
});
