// UI path tests for sign-in with a crypto wallet: every shortest path of walletOAuthMachine, walked in the real
// UI on /login/web3. The browser's wallet is an injected EIP-1193 provider with a local key (real signatures
// the reference server verifies), a new one per path; a new wallet confirms its details in the form shared
// with the Google sign-in.
import type { APIRequestContext, Page } from '@playwright/test';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import type { AnyMachineSnapshot } from 'xstate';
import { walletOAuthMachine } from '../src/machines/wallet-oauth/wallet-oauth.machine';
import { selectWalletState } from '../src/machines/wallet-oauth/wallet-oauth.selectors';
import { expect, park, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { type UiFlow, walkAllPaths } from './models/machine-paths';
import {
  DOMINICAN,
  registeringEventKey,
  registeringEvents,
  registeringVertex,
  SocialFormModel,
} from './models/social-registration.model';

/** The reference server's refusal of a signature that does not match the message. */
const BAD_SIGNATURE = 'Wallet signature is not valid';

/**
 * An EIP-1193 provider in the page whose key the test swaps between paths (e2e/models/wallet.model.ts has one
 * fixed key per page): each path signs in with a wallet the server has not seen.
 */
async function injectSwitchableWallet(page: Page) {
  const wallet = { account: privateKeyToAccount(generatePrivateKey()) };
  await page.exposeFunction('__walletAddress', () => wallet.account.address);
  await page.exposeFunction('__walletSign', (hex: `0x${string}`) =>
    wallet.account.signMessage({ message: { raw: hex } }),
  );
  await page.addInitScript(() => {
    const bridge = window as unknown as {
      __walletAddress: () => Promise<string>;
      __walletSign: (hex: string) => Promise<string>;
    };
    (window as unknown as { ethereum: unknown }).ethereum = {
      request: async ({ method, params }: { method: string; params?: unknown[] }) => {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [await bridge.__walletAddress()];
        if (method === 'eth_chainId') return '0x1';
        if (method === 'personal_sign') return bridge.__walletSign(String(params?.[0]));
        throw Object.assign(new Error(`Unsupported ${method}`), { code: 4200 });
      },
    };
  });
  return {
    renew: () => {
      wallet.account = privateKeyToAccount(generatePrivateKey());
    },
  };
}

/** The EIP-4361 message the app signs (src/features/auth/wallet-provider.ts), for `account` and a fresh nonce. */
async function siweFor(request: APIRequestContext, account: PrivateKeyAccount) {
  const { origin, host } = new URL((await request.get('/api/session')).url());
  const nonce = (await (await request.get('/api/v1/auth/metamask/nonce')).json()).data.nonce as string;
  const message = createSiweMessage({
    address: account.address,
    chainId: 1,
    domain: host,
    uri: origin,
    nonce,
    version: '1',
    statement: 'Sign in to Bèl Chans',
    issuedAt: new Date(),
  });
  return { message, signature: await account.signMessage({ message }) };
}

/** A wallet that signed up before (skipping the phone, from the Dominican Republic): it signs straight in. */
async function linkedWallet(request: APIRequestContext) {
  const account = privateKeyToAccount(generatePrivateKey());
  const completion = await (
    await request.post('/api/v1/auth/metamask/authorize', { data: await siweFor(request, account) })
  ).json();
  expect(completion.data.authorized).toBe(false);
  const registered = await request.post('/api/v1/auth/metamask/registration', {
    data: { code: completion.data.code, country_iso: DOMINICAN, address: account.address },
  });
  expect(await registered.json()).toEqual({ success: true });
  return account;
}

test('wallet sign-in: every shortest path of the machine, step by step in the UI', async ({
  page,
  request,
  consoleWatch,
}, testInfo) => {
  test.skip(testInfo.project.name === 'desktop', 'the sign-in card is the same on the phone and the desktop');
  // The nonce that cannot be fetched is a dropped connection.
  consoleWatch.allowNetworkErrors();
  const layout = new LayoutModel(page);
  const form = new SocialFormModel(page);
  const wallet = await injectSwitchableWallet(page);
  const linked = await linkedWallet(request);
  const card = () => page.getByTestId('wallet-sign-in');
  const connect = () => page.getByRole('button', { name: 'Connect a crypto wallet' });

  const flow: UiFlow<typeof walletOAuthMachine> = {
    machine: walletOAuthMachine,
    events: (s) => [
      ...(s.matches('idle') || s.matches('failed') ? [{ type: 'wallet.connect' }] : []),
      ...(s.matches('requestingNonce')
        ? [
            { type: 'xstate.done.actor.getNonce', output: 'nonce' },
            { type: 'xstate.error.actor.getNonce', error: new Error('network') },
          ]
        : []),
      ...(s.matches('signing')
        ? [
            { type: 'xstate.done.actor.signIn', output: { address: '0x1', completion: { authorized: true } } },
            {
              type: 'xstate.done.actor.signIn',
              output: {
                address: '0x2',
                completion: {
                  authorized: false,
                  code: 'ticket',
                  countries: [{ id: 'HTI', name: 'Haiti', phone_code: 509 }],
                  default_country: 'HTI',
                  disabled_skip: ['HTI'],
                },
              },
            },
            { type: 'xstate.error.actor.signIn', error: new Error(BAD_SIGNATURE) },
          ]
        : []),
      ...registeringEvents(s),
    ],
    dataState: selectWalletState,
    serializeState: (s: AnyMachineSnapshot) =>
      JSON.stringify([s.value, s.context.error !== null, s.context.completion !== null, registeringVertex(s)]),
    eventKey: (event) =>
      event.type === 'xstate.done.actor.signIn'
        ? `${event.type} (${(event.output as { completion: { authorized: boolean } }).completion.authorized ? 'linked' : 'new'} wallet)`
        : registeringEventKey(event),
    root: card,
    open: async (p) => {
      wallet.renew();
      form.reset();
      await park(p); // a signed-in page left open would have its next read refused
      await p.context().clearCookies(); // the path before may have signed in
      await p.goto('/login/web3');
    },
    actions: { 'wallet.connect': () => connect().click(), ...form.actions() },
    requests: {
      // No connection: a GET failure the client does not retry.
      getNonce: {
        url: '**/api/v1/auth/metamask/nonce',
        method: 'GET',
        error: (route) => route.abort('failed'),
      },
      signIn: {
        url: '**/api/v1/auth/metamask/authorize',
        method: 'POST',
        // The signature of another message.
        error: async (route) => {
          const body = route.request().postDataJSON() as { message: string; signature: string };
          const other = await linked.signMessage({ message: `${body.message}\n` });
          await route.continue({ postData: JSON.stringify({ ...body, signature: other }) });
        },
        // A linked wallet: the page's message as that wallet signs it (the page's own wallet is new).
        done: async (route, event) => {
          if (!(event.output as { completion: { authorized: boolean } }).completion.authorized) return route.continue();
          const body = route.request().postDataJSON() as { message: string };
          const address = body.message.split('\n')[1] ?? '';
          const message = body.message.replace(address, linked.address);
          await route.continue({
            postData: JSON.stringify({ message, signature: await linked.signMessage({ message }) }),
          });
        },
      },
      register: {
        url: '**/api/v1/auth/metamask/registration',
        method: 'POST',
        error: (route) => form.refuse(route),
      },
    },
    states: {
      'walletOAuth.idle': async () => {
        await expect(card()).toContainText('Sign in by signing a message in your crypto wallet');
        await expect(page.getByTestId('wallet-error')).toHaveCount(0);
        await expect(connect()).toBeEnabled();
      },
      'walletOAuth.requestingNonce': async () => {
        await expect(card().getByText('Confirm the signature in your wallet…')).toBeVisible();
        await expect(connect()).toHaveCount(0);
      },
      // docs/product.md#flows-wallet-oauth: no nonce, as no Google link: the player is sent home, still signed out.
      'walletOAuth.left': {
        leavesPage: async (p) => {
          await expect(p).toHaveURL(/\/$/);
          await expect(p.locator('[data-session]')).toHaveAttribute('data-session', 'unauthenticated');
        },
      },
      'walletOAuth.signing': async () => {
        await expect(card().getByText('Confirm the signature in your wallet…')).toBeVisible();
        await expect(connect()).toHaveCount(0);
      },
      'walletOAuth.failed': async () => {
        await expect(page.getByTestId('wallet-error')).toHaveText(BAD_SIGNATURE);
        await expect(connect()).toBeEnabled();
        expect((await (await page.request.get('/api/session')).json()).authenticated).toBe(false);
      },
      ...form.checks('walletOAuth'),
      // A known wallet is signed in and goes home; one just registered (through the confirm-details form, so with a
      // completion) gets the limits step first and 'Skip' takes it home (docs/product.md#flows-signup-limits).
      'walletOAuth.authorized': {
        leavesPage: async (p, s) => {
          if (s.context.completion) {
            await expect(p).toHaveURL(/\/welcome\/limits\?next=%2F$/);
            await expect(p.getByRole('heading', { level: 1, name: 'Set your limits' })).toBeVisible();
            await p.getByTestId('signup-limits').getByRole('button', { name: 'Skip' }).click();
          }
          await expect(p).toHaveURL(/\/$/);
          await expect(p.locator('[data-session]')).toHaveAttribute('data-session', 'authenticated');
          await expect(layout.balance()).toBeVisible();
          const profile = await (await p.request.get('/api/v1/user/profile/info?version=2')).json();
          expect(profile.list_linked_services).toEqual([expect.objectContaining({ name: 'Wallet' })]);
          if (s.context.completion && s.context.fields.country !== DOMINICAN) {
            expect(profile).toMatchObject({ phone: `509${form.number}` });
          }
        },
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'wallet.connect → requestingNonce, xstate.done.actor.getNonce → signing, xstate.done.actor.signIn (linked wallet) → authorized',
      'wallet.connect → requestingNonce, xstate.done.actor.getNonce → signing, xstate.error.actor.signIn → failed',
      'wallet.connect → requestingNonce, xstate.error.actor.getNonce → left',
      expect.stringMatching(
        /registration\.confirm → registering\.submitting, xstate\.error\.actor\.register → registering\.editing$/,
      ),
      expect.stringMatching(
        /registration\.skip → registering\.submitting, xstate\.error\.actor\.register → registering\.editing$/,
      ),
      expect.stringMatching(
        /registration\.confirm → registering\.submitting, xstate\.done\.actor\.register → authorized$/,
      ),
      expect.stringMatching(
        /registration\.skip → registering\.submitting, xstate\.done\.actor\.register → authorized$/,
      ),
    ]),
  );
});
