// UI path tests for unlinking a sign-in service on /personal: every path of unlinkMachine, walked in the real UI
// with players who signed up with Google on the reference server.
import { type APIRequestContext, expect as baseExpect } from '@playwright/test';
import { type AnyMachineSnapshot, initialTransition, transition } from 'xstate';
import { unlinkMachine } from '../src/machines/unlink/unlink.machine';
import { selectUnlinkState } from '../src/machines/unlink/unlink.selectors';
import { expect, park, test } from './fixtures';
import { type UiEvent, type UiFlow, type UiPath, walkAllPaths, walkUiPath } from './models/machine-paths';
import { codeIn, freshHaitianNumber, lastSms } from './models/registration.model';

/** What the reference server answers when the player could not sign in again without Google. */
const NEEDS_PHONE = 'Set a phone and password before unlinking Google';

/**
 * Signs `request` (the page's own, so the browser shares the cookie) in as a new player who signed up with
 * Google: with a phone confirmed by SMS from Haiti, or without one from the Dominican Republic.
 */
async function signUpWithGoogle(request: APIRequestContext, withPhone: boolean) {
  const email = `unlink${Date.now()}${Math.floor(Math.random() * 1e6)}@example.ht`;
  const token = await (await request.post('/dev/google/token', { data: { email } })).json();
  const completion = await (
    await request.post('/api/v1/auth/google/token', { data: { access_token: token.access_token } })
  ).json();
  let body: Record<string, string> = { code: completion.data.code, country_iso: 'DOM' };
  if (withPhone) {
    const number = freshHaitianNumber();
    baseExpect((await request.post('/api/v1/registration/sms', { data: { phone: `509${number}` } })).ok()).toBe(true);
    const smsCode = codeIn(await lastSms(request, `509${number}`));
    body = { ...body, country_iso: 'HTI', phone_number: number, phone_code: '509', sms_code: smsCode };
  }
  const registered = await request.post('/api/v1/auth/google/registration', { data: body });
  baseExpect(await registered.json()).toEqual({ success: true });
}

test('unlink Google: every path of the machine, step by step in the UI', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'desktop', 'the /personal card is the same on the phone and the desktop');
  const unlink = () => page.getByRole('button', { name: 'Unlink Google' });
  const linked = () => page.getByRole('region', { name: 'Linked accounts' });
  /** Whether the path's player has a phone: without one the server refuses (they could not sign in again). */
  let withPhone = false;

  const flow: UiFlow<typeof unlinkMachine> = {
    machine: unlinkMachine,
    events: [
      { type: 'unlink.request' },
      { type: 'xstate.done.actor.unlink', output: {} },
      { type: 'xstate.error.actor.unlink', error: new Error(NEEDS_PHONE) },
    ],
    dataState: selectUnlinkState,
    serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.error !== null]),
    root: (p) => p.getByTestId('unlink'),
    open: async (p) => {
      await park(p); // a signed-in page left open would have its next read refused
      await p.context().clearCookies();
      await signUpWithGoogle(p.request, withPhone);
      await p.goto('/personal');
    },
    actions: { 'unlink.request': () => unlink().click() },
    requests: { unlink: { url: '**/api/v1/auth/google/unlink', method: 'GET', error: (route) => route.continue() } },
    states: {
      'unlink.idle': {
        // Unlinked: the session reloads the profile, which lists Google no more, so the button goes.
        when: (_s, event) => event?.type === 'xstate.done.actor.unlink',
        leavesPage: async (p) => {
          await expect(linked()).toContainText('No linked accounts');
          const profile = await (await p.request.get('/api/v1/user/profile/info?version=2')).json();
          expect(profile.list_linked_services).toEqual([]);
        },
        stays: async (_p, s) => {
          await expect(linked()).toContainText('Google');
          await expect(unlink()).toBeEnabled();
          if (s.context.error) await expect(page.getByTestId('unlink').getByRole('alert')).toHaveText(NEEDS_PHONE);
          else await expect(page.getByTestId('unlink').getByRole('alert')).toHaveCount(0);
        },
      },
      'unlink.unlinking': async () => {
        await expect(unlink()).toBeDisabled();
        await expect(unlink()).toHaveAttribute('aria-busy', 'true');
        await expect(page.getByTestId('unlink').getByRole('alert')).toHaveCount(0);
      },
    },
  };

  // Players without a phone: the server refuses.
  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual([
    '(initial) idle',
    'unlink.request → unlinking',
    'unlink.request → unlinking, xstate.error.actor.unlink → idle',
  ]);
  // Success leads back to idle, the vertex every path starts from: no shortest path takes it.
  withPhone = true;
  const done: UiEvent[] = [{ type: 'unlink.request' }, { type: 'xstate.done.actor.unlink', output: {} }];
  let [state] = initialTransition(unlinkMachine);
  const initial = state;
  const steps = done.map((event) => {
    [state] = transition(unlinkMachine, state, event as never);
    return { event, state };
  });
  const path: UiPath = { name: 'unlink.request → unlinking, xstate.done.actor.unlink → idle', steps, initial };
  await test.step(`path: ${path.name}`, () => walkUiPath(page, flow, path));
});
