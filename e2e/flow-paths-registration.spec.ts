// UI path tests (docs/architecture.md#qa-coverage) for SMS registration on /register: every shortest path of the form's
// machine (registrationMachine) and of its get-code button's machine (smsCodeMachine), walked in the real UI.
import type { Page } from '@playwright/test';
import { type AnyMachineSnapshot, initialTransition, transition } from 'xstate';
import {
  type RegistrationField,
  registrationMachine,
  validateRegistration,
} from '../src/machines/registration/registration.machine';
import { selectRegistrationState } from '../src/machines/registration/registration.selectors';
import { smsCodeMachine } from '../src/machines/sms-code/sms-code.machine';
import { selectSmsState } from '../src/machines/sms-code/sms-code.selectors';
import { expect, park, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { DEMO_PLAYER } from './models/login.model';
import { type UiEvent, type UiFlow, type UiPath, walkAllPaths, walkUiPath } from './models/machine-paths';
import { withField } from './models/multipart';
import { codeIn, freshHaitianNumber, lastSms, RegistrationModel } from './models/registration.model';

const HAITI = { id: 'HTI', name: 'Haiti', phone_code: 509 };
const NAME = 'Marie Claire';
const PASSWORD = 'lakay2026';
/** The fields the player fills, top to bottom; the country comes preselected with the form. */
const TYPED = ['phone', 'smsCode', 'name', 'password'] as const;
/** What the player types: the number is fresh per path and the code comes by SMS, so the walk types its own. */
const VALUES: Record<(typeof TYPED)[number], string> = {
  phone: '3712 3456',
  smsCode: '123456',
  name: NAME,
  password: PASSWORD,
};
/** The form's fields in page order, where each shows its message. */
const FIELD_ORDER: RegistrationField[] = ['country', 'phone', 'smsCode', 'name', 'password', 'promoCode', 'ageAgree'];
const RULE_TEXT: Partial<Record<RegistrationField, string>> = {
  phone: 'Phone number is required',
  smsCode: 'SMS code is required',
  name: 'Name is required',
  password: 'Password is required',
  ageAgree: 'You must be 18 or older and accept the rules',
};
const WRONG_CODE = 'Wrong or expired SMS code';
const PHONE_TAKEN = 'This phone number is already registered';

const contextLoaded: UiEvent = {
  type: 'xstate.done.actor.loadContext',
  output: { countries: [HAITI], default_country: HAITI.id },
};
const contextFailed: UiEvent = { type: 'xstate.error.actor.loadContext', error: new Error('Registration is closed') };

/** Fields filled so far (the 18+ box counts): what the validity guard depends on, one vertex per count. */
const filledCount = (s: AnyMachineSnapshot) => {
  const { fields } = s.context as { fields: Record<string, string | boolean> };
  return TYPED.filter((name) => fields[name] !== '').length + (fields.ageAgree ? 1 : 0);
};
const showsErrors = (s: AnyMachineSnapshot) =>
  s.context.error !== null || Object.keys(s.context.fieldErrors as object).length > 0;

/** A UiPath that follows the given events from the initial state (for an edge no shortest path takes). */
function pathOf(flow: UiFlow<typeof registrationMachine>, events: UiEvent[]): UiPath {
  let [state] = initialTransition(flow.machine, flow.input ?? {});
  const initial = state;
  const steps = events.map((event) => {
    [state] = transition(flow.machine, state, event as never);
    return { event, state };
  });
  const key = (event: UiEvent) => flow.eventKey?.(event) ?? event.type;
  const name = steps.map((step) => `${key(step.event)} → ${flow.dataState(step.state)}`).join(', ');
  return { name, steps, initial };
}

test('SMS registration form: every shortest path of the machine, step by step in the UI', async ({ page }) => {
  const form = new RegistrationModel(page);
  const layout = new LayoutModel(page);
  const posted: string[] = [];
  const confirmations: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'POST') return;
    if (r.url().endsWith('/api/v1/registration')) posted.push(r.url());
    if (r.url().endsWith('/api/v1/registration/sms_confirm_phone')) confirmations.push(r.url());
  });
  // Each path registers its own number: an account is made once per phone.
  let number = '';

  const flow: UiFlow<typeof registrationMachine> = {
    machine: registrationMachine,
    input: {},
    events: (s) => {
      if (s.matches('loading')) return [contextLoaded, contextFailed];
      if (s.matches('loadFailed')) return [{ type: 'context.retry' }];
      if (s.matches('confirming')) {
        return [
          { type: 'xstate.done.actor.confirmPhone', output: { success: true } },
          { type: 'xstate.error.actor.confirmPhone', error: new Error(WRONG_CODE) },
        ];
      }
      if (s.matches('submitting')) {
        return [
          { type: 'xstate.done.actor.register', output: { success: true } },
          { type: 'xstate.error.actor.register', error: new Error(PHONE_TAKEN) },
        ];
      }
      // Once the form shows errors the walk ends there: going on would repeat the same typing.
      if (!s.matches('editing') || showsErrors(s)) return [];
      const { fields } = s.context;
      const next = TYPED.find((name) => fields[name] === '');
      const typing: UiEvent[] = next
        ? [{ type: 'field.change', field: next, value: VALUES[next] }]
        : fields.ageAgree
          ? []
          : [{ type: 'field.toggle', field: 'ageAgree', value: true }];
      // Submitted blank (every rule message) or complete; a half-filled form shows a subset of the same.
      const valid = Object.keys(validateRegistration(fields)).length === 0;
      return [...typing, ...(filledCount(s) === 0 || valid ? [{ type: 'form.submit' }] : [])];
    },
    dataState: selectRegistrationState,
    // The refusal's words too: a refused code and a refused number are two screens.
    serializeState: (s) =>
      JSON.stringify([s.value, filledCount(s), showsErrors(s), (s.context.error as Error | null)?.message ?? null]),
    eventKey: (event) => (event.type === 'field.change' ? `field.change ${event.field}` : event.type),
    root: () => form.form(),
    open: async (p) => {
      number = freshHaitianNumber();
      await park(p); // a signed-in page left open would have its next read refused
      await p.context().clearCookies(); // the path before may have registered, and so signed in
      await p.goto('/register');
    },
    actions: {
      'field.change phone': () => form.phone().fill(number),
      // The player asks for the code with the form's button, then types what the SMS says.
      'field.change smsCode': async (p) => {
        await form.getCode().click();
        await expect(form.smsMessage()).toHaveAttribute('data-tone', 'success');
        await form.smsCode().fill(codeIn(await lastSms(p.request, `509${number}`)));
      },
      'field.change name': (_p, event) => form.name().fill(String(event.value)),
      'field.change password': (_p, event) => form.password().fill(String(event.value)),
      'field.toggle': () => form.ageAgree().check(),
      'form.submit': () => form.submitButton().click(),
      'context.retry': () => form.retry().click(),
    },
    requests: {
      loadContext: {
        url: '**/api/v1/registration',
        method: 'GET',
        // The reference server always has its countries: the refusal is the docs/product.md#calls-wrappers failure
        // wrapper.
        error: (route) => route.fulfill({ json: { success: false, message: 'Registration is closed' } }),
      },
      confirmPhone: {
        url: '**/api/v1/registration/sms_confirm_phone',
        method: 'POST',
        // The server refuses a wrong code, which the form shows on its field; nothing is registered.
        error: async (route) => {
          const body = route.request().postDataJSON() as { sms_code: string };
          const wrong = body.sms_code === '000000' ? '111111' : '000000';
          await route.continue({ postData: JSON.stringify({ ...body, sms_code: wrong }) });
        },
      },
      register: {
        url: '**/api/v1/registration',
        method: 'POST',
        // The form data as posted, for a number that already has an account: the server refuses it on that field
        // (docs/product.md#calls-wrappers field errors).
        error: (route) =>
          route.continue({
            postData: withField(route.request().postData() ?? '', 'phone_number', DEMO_PLAYER.national),
          }),
      },
    },
    states: {
      'registration.loading': async () => {
        await expect(form.loading()).toBeVisible();
        await expect(form.phone()).toHaveCount(0);
      },
      'registration.loadFailed': async () => {
        await expect(form.loadFailed()).toContainText('The registration form could not be loaded.');
        await expect(form.retry()).toBeEnabled();
      },
      'registration.editing': async (_p, s) => {
        const { fields, fieldErrors, error } = s.context;
        await expect(form.submitButton()).toHaveText('Sign up');
        await expect(form.country()).toHaveValue(HAITI.id);
        await expect(form.phone()).toHaveValue(fields.phone === '' ? '' : number);
        await expect(form.smsCode()).toHaveValue(fields.smsCode === '' ? '' : /^\d{6}$/);
        await expect(form.name()).toHaveValue(fields.name);
        await expect(form.password()).toHaveValue(fields.password);
        await expect(form.ageAgree()).toBeChecked({ checked: fields.ageAgree });
        // The field messages are exactly the machine's: its rule messages (nothing was sent for them), or
        // the server's refusal (of the code, or of the number), which keeps what was typed.
        const messages = FIELD_ORDER.filter((field) => field in fieldErrors).map(
          (field) => RULE_TEXT[field] ?? `(no rule text for ${field})`,
        );
        await expect(form.fieldErrors()).toHaveText(error ? [error.message] : messages);
        if (error?.message === WRONG_CODE) await expect(form.smsCode()).toHaveAttribute('aria-invalid', 'true');
        if (error?.message === PHONE_TAKEN) await expect(form.phone()).toHaveAttribute('aria-invalid', 'true');
      },
      // The code is checked first: the form is busy from then on.
      'registration.confirming': async () => {
        await expect(form.submitButton()).toHaveText('Signing up…');
        await expect(form.submitButton()).toHaveAttribute('aria-busy', 'true');
      },
      'registration.submitting': async () => {
        await expect(form.submitButton()).toHaveText('Signing up…');
        await expect(form.submitButton()).toHaveAttribute('aria-busy', 'true');
      },
      // docs/product.md#flows-registration: registered is signed in: the app opens the limits step first
      // (docs/product.md#flows-signup-limits); 'Skip' goes on home with the new account's zero balance.
      'registration.registered': {
        leavesPage: async (p: Page) => {
          await expect(p).toHaveURL(/\/welcome\/limits\?next=%2F$/);
          await expect(p.getByRole('heading', { level: 1, name: 'Set your limits' })).toBeVisible();
          await p.getByTestId('signup-limits').getByRole('button', { name: 'Skip' }).click();
          await expect(p).toHaveURL(/\/$/);
          await expect(p.locator('[data-session]')).toHaveAttribute('data-session', 'authenticated');
          await expect(layout.balance()).toContainText('0 HTG');
          const profile = await (await p.request.get('/api/v1/user/profile/info?version=2')).json();
          expect(profile).toMatchObject({ name: NAME, phone: `509${number}` });
        },
      },
    },
  };

  // The form is filled field by field: most shortest paths start another, and are walked as its start.
  const paths = await walkAllPaths(page, flow);
  // context.retry leads back to loading, a vertex every path starts from: no shortest path takes it.
  const retry = pathOf(flow, [contextFailed, { type: 'context.retry' }, contextLoaded]);
  await test.step(`path: ${retry.name}`, () => walkUiPath(page, flow, retry));

  const names = paths.map((p) => p.name);
  expect(names).toContain('xstate.done.actor.loadContext → editing, form.submit → editing');
  expect(names.some((name) => name.endsWith('xstate.done.actor.register → registered'))).toBe(true);
  expect(names.some((name) => name.endsWith('xstate.error.actor.register → editing'))).toBe(true);
  expect(names.some((name) => name.endsWith('xstate.error.actor.confirmPhone → editing'))).toBe(true);
  // The code is checked by every walk that submits a complete form (confirmed twice, refused once); the registration
  // is sent only by those whose code was confirmed (registered, refused), never for the blank form or a refused code.
  expect(confirmations.length).toBe(3);
  expect(posted.length).toBe(2);
});

test('SMS code button: every shortest path of the machine, step by step in the UI', async ({ page }) => {
  const form = new RegistrationModel(page);
  let number = '';
  let paused = false;

  const flow: UiFlow<typeof smsCodeMachine> = {
    machine: smsCodeMachine,
    // The button sends the form's number and is disabled without one: no request with a blank phone.
    events: [
      { type: 'code.request', phone: '50937123456' },
      { type: 'xstate.done.actor.requestCode', output: { time_left: 1, message: 'SMS sent' } },
      // A reply with no wait and no message: sent at once, with the spec fallback text.
      { type: 'xstate.done.actor.requestCode', output: { time_left: 0 } },
      { type: 'xstate.error.actor.requestCode', error: new Error(PHONE_TAKEN) },
      { type: 'xstate.after.tick.smsCode.waiting' },
    ],
    dataState: selectSmsState,
    // The last-second guard reads secondsLeft; the message tells a sent-after-the-wait from a sent-at-once.
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.secondsLeft, s.context.message !== null, s.context.error !== null]),
    eventKey: (event) =>
      event.type === 'xstate.done.actor.requestCode'
        ? `${event.type} (time_left ${(event.output as { time_left: number }).time_left})`
        : event.type,
    root: () => form.getCode(),
    clock: true,
    open: async (p) => {
      if (paused) await p.clock.resume(); // the path before stopped it
      paused = false;
      number = freshHaitianNumber(); // a phone gets one SMS a minute
      await p.goto('/register');
      await expect(form.form()).toHaveAttribute('data-state', 'editing');
    },
    actions: {
      'code.request': async () => {
        await form.phone().fill(number);
        await form.getCode().click();
      },
    },
    requests: {
      requestCode: {
        url: '**/api/v1/registration/sms',
        method: 'POST',
        // The reference server refuses to text a number that already has an account.
        error: (route) => route.continue({ postData: JSON.stringify({ phone: `509${DEMO_PLAYER.national}` }) }),
        // The server texts the code for real; its reply's minute of waiting becomes the event's time_left,
        // and the clock stops first: a one-second wait would otherwise end before the walk could see it.
        done: async (route, event) => {
          const reply = await route.fetch();
          const { message: _message, ...body } = (await reply.json()) as { message?: string };
          await pauseClock(page);
          paused = true;
          await route.fulfill({ response: reply, json: { ...body, ...(event.output as object) } });
        },
      },
    },
    states: {
      'smsCode.idle': async () => {
        await expect(form.getCode()).toHaveText('Get code');
        await expect(form.getCode()).toBeDisabled(); // no number typed yet
        await expect(form.smsMessage()).toHaveCount(0);
      },
      'smsCode.requesting': async () => {
        await expect(form.getCode()).toHaveText('Sending…');
        await expect(form.getCode()).toBeDisabled();
        await expect(form.smsMessage()).toHaveCount(0);
      },
      'smsCode.waiting': async (_p, s) => {
        await expect(form.getCode()).toHaveText(`Retry after ${s.context.secondsLeft} seconds`);
        await expect(form.getCode()).toBeDisabled();
        await expect(form.smsMessage()).toHaveAttribute('data-tone', 'success');
        await expect(form.smsMessage()).toHaveText(String(s.context.message));
      },
      'smsCode.sent': async (_p, s) => {
        await expect(form.getCode()).toHaveText('Get code');
        await expect(form.getCode()).toBeEnabled();
        await expect(form.smsMessage()).toHaveAttribute('data-tone', 'success');
        await expect(form.smsMessage()).toHaveText(s.context.message ?? 'SMS sent');
      },
      'smsCode.failed': async () => {
        await expect(form.getCode()).toHaveText('Get code');
        await expect(form.getCode()).toBeEnabled();
        await expect(form.smsMessage()).toHaveAttribute('data-tone', 'error');
        await expect(form.smsMessage()).toHaveText(PHONE_TAKEN);
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'code.request → requesting, xstate.done.actor.requestCode (time_left 1) → waiting, xstate.after.tick.smsCode.waiting → sent',
      'code.request → requesting, xstate.done.actor.requestCode (time_left 0) → sent',
      'code.request → requesting, xstate.error.actor.requestCode → failed',
    ]),
  );
});

/**
 * Stops the page clock (the walk's fastForward then moves it). pauseAt takes a time ahead of the page's
 * clock: a second on, which no timer of this page needs to wait for.
 */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}
