// UI path tests for sign-in with Google: every shortest path of googleOAuthMachine, walked in the real UI
// against the reference server's Google stand-in (/dev/google/consent). The flow has four entries: the button
// on /login/google (no code yet), /auth/google?code=…, where Google sends the player back and the code is
// exchanged, /auth/google#access_token=…, where a Google page that returns a token sends the player back and the
// token goes to the token-based sign-in, each with the state it came back with (the server checks it against this
// browser's cookie), and a return with no state at all, which is refused (docs/product.md#flows-google-oauth); a new
// account then confirms its details in the form shared with the wallet sign-in.
import type { APIRequestContext, Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { googleOAuthMachine } from '../src/machines/google-oauth/google-oauth.machine';
import { selectGoogleState } from '../src/machines/google-oauth/google-oauth.selectors';
import { expect, park, test } from './fixtures';
import {
  consentAt,
  googleReturnAddress,
  heldState,
  linkedGoogleAccount,
  openReturnOfOwnLink,
  uniqueEmail,
} from './models/google-return';
import { LayoutModel } from './models/layout.model';
import { type StateCheck, type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import {
  DOMINICAN,
  registeringEventKey,
  registeringEvents,
  registeringVertex,
  SocialFormModel,
} from './models/social-registration.model';

/** The reference server's "unknown error" for a refused Google code or link. */
const UNKNOWN = 'Google OAuth request unknown error';
const LINK_URL = /\/api\/v1\/auth\/google\/link\?/;
const CONSENT_URL = /\/dev\/google\/consent\?/;

/** A dev access token of the account `email` (POST /dev/google/token), as a Google page would return it. */
async function googleAccessToken(request: APIRequestContext, email: string): Promise<string> {
  return ((await (await request.post('/dev/google/token', { data: { email } })).json()) as { access_token: string })
    .access_token;
}

const SAME_SCREEN = 'the sign-in card is the same on the phone and the desktop';

/** The flow's mapping to this UI, shared by its two entries. */
async function googleFlow(page: Page, request: APIRequestContext) {
  const layout = new LayoutModel(page);
  const form = new SocialFormModel(page);
  const button = () => page.getByRole('button', { name: 'Continue with Google' });
  const card = () => page.getByTestId('google-sign-in');
  const linkedEmail = await linkedGoogleAccount(request, uniqueEmail('linked'));
  /**
   * Where the app sent the browser to sign in at Google. That navigation is answered 204 No Content, so the
   * browser stays on the page and the redirecting state can be seen.
   */
  let consentUrl: string | null = null;
  /** The consent page of the link the page was opened as the return of: more consents on it, for the same state. */
  let ownLink: URL | null = null;
  const holdConsent = (route: Route) => {
    consentUrl = route.request().url();
    return route.fulfill({ status: 204 });
  };
  /** The exchanges (code or token) the page asked for since it was opened: none for a refused return. */
  let exchanges = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/v1\/auth\/google\/(authorize|token)$/.test(r.url())) exchanges++;
  });

  const skipsTheLimitsStep = async (p: Page) => {
    await expect(p).toHaveURL(/\/welcome\/limits\?next=%2F$/);
    await expect(p.getByRole('heading', { level: 1, name: 'Set your limits' })).toBeVisible();
    await p.getByTestId('signup-limits').getByRole('button', { name: 'Skip' }).click();
  };
  const signedInHome = async (p: Page) => {
    await expect(p).toHaveURL(/\/$/);
    await expect(p.locator('[data-session]')).toHaveAttribute('data-session', 'authenticated');
    await expect(layout.balance()).toBeVisible();
  };

  const states: Record<string, StateCheck> = {
    // An eventless choice between the two entries: the flow never rests there.
    'googleOAuth.start': {
      notInUi: 'transient: the flow goes on at once to exchanging (a code), exchangingToken, refused or idle',
    },
    // A failed link fetch sends the player home; otherwise idle is the page's start.
    'googleOAuth.idle': {
      when: (s) => s.context.error !== null,
      leavesPage: async (p) => {
        await expect(p).toHaveURL(/\/$/);
        await expect(p.locator('[data-session]')).toHaveAttribute('data-session', 'unauthenticated');
        await expect(p.getByTestId('site-header')).toBeVisible();
      },
      stays: async (p) => {
        await expect(p).toHaveURL(/\/login\/google$/);
        await expect(card()).toContainText('Use your Google account to sign in or to open a new account.');
        await expect(button()).toBeEnabled();
        await expect(button()).not.toHaveAttribute('aria-busy');
      },
    },
    'googleOAuth.fetchingLink': async () => {
      await expect(button()).toBeDisabled();
      await expect(button()).toHaveAttribute('aria-busy', 'true');
    },
    // The app leaves for Google: still busy, on its way to the consent page, which asks who signs in.
    'googleOAuth.redirecting': async (p) => {
      await expect(button()).toBeDisabled();
      await expect(button()).toHaveAttribute('aria-busy', 'true');
      await expect.poll(() => consentUrl, { message: 'the app should go to the consent page' }).not.toBeNull();
      const consent = new URL(consentUrl!);
      expect(consent.searchParams.get('redirect_uri')).toBe(new URL('/auth/google', p.url()).href);
      // The browser holds the link's state in its cookie, out of the page's reach: any tab may bring the return.
      expect(await heldState(p.context())).toBe(consent.searchParams.get('state'));
      expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
      const consentPage = await p.request.get(consent.href);
      expect(await consentPage.text()).toContain('<button type="submit">Continue</button>');
    },
    // The code is taken off the address at once (it is single-use and must not stay in the history).
    'googleOAuth.exchanging': async (p) => {
      await expect(p).toHaveURL(/\/auth\/google$/);
      await expect(card().getByText('Signing you in with Google…')).toBeVisible();
      await expect(button()).toHaveCount(0);
    },
    // The token is taken off the address at once too (the fragment is gone from the history).
    'googleOAuth.exchangingToken': async (p) => {
      await expect(p).toHaveURL(/\/auth\/google$/);
      expect(await p.evaluate(() => window.location.hash)).toBe('');
      await expect(card().getByText('Signing you in with Google…')).toBeVisible();
      await expect(button()).toHaveCount(0);
    },
    'googleOAuth.failed': async () => {
      await expect(page.getByTestId('google-error')).toHaveText(UNKNOWN);
      await expect(button()).toBeEnabled();
    },
    // A return without a state: nothing exchanged, the code or token gone from the address all the same.
    'googleOAuth.refused': async (p) => {
      await expect(p).toHaveURL(/\/auth\/google$/);
      expect(await p.evaluate(() => window.location.hash)).toBe('');
      await expect(page.getByTestId('google-error')).toHaveText(
        'This sign-in link did not come from this page. Start again with Google.',
      );
      await expect(button()).toBeEnabled();
      expect(exchanges).toBe(0);
      await expect(p.locator('[data-session]')).toHaveAttribute('data-session', 'unauthenticated');
    },
    ...form.checks('googleOAuth'),
    // An authorised account is signed in and goes home; one just registered (through the confirm-details form, so with
    // a completion) gets the limits step first and 'Skip' takes it home (docs/product.md#flows-signup-limits).
    'googleOAuth.authorized': {
      leavesPage: async (p, s) => {
        if (s.context.completion) await skipsTheLimitsStep(p);
        await signedInHome(p);
        const profile = await (await p.request.get('/api/v1/user/profile/info?version=2')).json();
        expect(profile.list_linked_services).toEqual([expect.objectContaining({ name: 'Google' })]);
        if (s.context.completion && s.context.fields.country !== DOMINICAN) {
          expect(profile).toMatchObject({ phone: `509${form.number}` });
        }
      },
    },
  };

  const requests: UiFlow<typeof googleOAuthMachine>['requests'] = {
    getLink: {
      url: LINK_URL,
      method: 'GET',
      // The server refuses a redirect_uri off its host, as it would a broken one: its 'unknown error'.
      error: (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('redirect_uri', 'https://elsewhere.example/auth/google');
        return route.continue({ url: url.href });
      },
      done: async (route) => {
        await page.route(CONSENT_URL, holdConsent);
        await route.continue();
      },
    },
    exchange: {
      url: '**/api/v1/auth/google/authorize',
      method: 'POST',
      // A code Google never issued.
      error: (route) =>
        route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), code: 'nope' }) }),
      // authorized: the code is one of the already linked account (the page's own is a new account's), from a consent
      // on the page's own link: the same state and PKCE challenge.
      done: async (route, event) => {
        if (!(event.output as { authorized: boolean }).authorized) return route.continue();
        if (!ownLink) throw new Error('the page was not opened as the return of its own link');
        const code = new URL(await consentAt(request, ownLink, linkedEmail), 'http://x').searchParams.get('code');
        await route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), code }) });
      },
    },
    exchangeToken: {
      url: '**/api/v1/auth/google/token',
      method: 'POST',
      // A token Google never issued.
      error: (route) =>
        route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), access_token: 'nope' }) }),
      // authorized: the token is one of the already linked account (the page's own is a new account's).
      done: async (route, event) => {
        if (!(event.output as { authorized: boolean }).authorized) return route.continue();
        const access_token = await googleAccessToken(request, linkedEmail);
        await route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), access_token }) });
      },
    },
    register: {
      url: '**/api/v1/auth/google/registration',
      method: 'POST',
      error: (route) => form.refuse(route),
    },
  };

  const common = {
    machine: googleOAuthMachine,
    dataState: selectGoogleState,
    serializeState: (s: AnyMachineSnapshot) =>
      JSON.stringify([s.value, s.context.error !== null, s.context.completion !== null, registeringVertex(s)]),
    eventKey: (event: UiEvent) =>
      event.type === 'xstate.done.actor.exchange' || event.type === 'xstate.done.actor.exchangeToken'
        ? `${event.type} (${(event.output as { authorized: boolean }).authorized ? 'linked' : 'new'} account)`
        : registeringEventKey(event),
    root: card,
    actions: { 'link.request': async () => button().click(), ...form.actions() },
    requests,
    states,
  };
  const linkEvents = (s: AnyMachineSnapshot): UiEvent[] => [
    // After a failed link fetch the player is home, without the button.
    ...((s.matches('idle') && s.context.error === null) || s.matches('failed') || s.matches('refused')
      ? [{ type: 'link.request' }]
      : []),
    { type: 'xstate.done.actor.getLink', output: 'https://accounts.example/consent' },
    { type: 'xstate.error.actor.getLink', error: new Error(UNKNOWN) },
  ];
  const fresh = async (p: Page) => {
    consentUrl = null;
    ownLink = null;
    exchanges = 0;
    await p.unroute(CONSENT_URL, holdConsent);
    form.reset();
    await park(p); // a signed-in page left open would have its next read refused
    await p.context().clearCookies(); // the path before may have signed in
  };

  /** Opens the page as the return of a link its browser asked for (the state cookie set through the page). */
  const openOwnReturn = async (p: Page, email: string, returns: 'code' | 'token' = 'code') => {
    const opened = await openReturnOfOwnLink(p, email, returns);
    ownLink = opened.consent;
    return opened.address;
  };

  return { common, linkEvents, fresh, openOwnReturn };
}

test('Google sign-in from the button on /login/google: every shortest path, step by step in the UI', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'desktop', SAME_SCREEN);
  const { common, linkEvents, fresh } = await googleFlow(page, request);
  {
    const flow: UiFlow<typeof googleOAuthMachine> = {
      ...common,
      input: { code: null, redirectUri: '/auth/google' },
      events: linkEvents,
      open: async (p) => {
        await fresh(p);
        await p.goto('/login/google');
      },
    };
    const paths = await walkAllPaths(page, flow);
    expect(paths.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'link.request → fetchingLink, xstate.done.actor.getLink → redirecting',
        'link.request → fetchingLink, xstate.error.actor.getLink → idle',
      ]),
    );
  }
});

test('Google sign-in back on /auth/google with a code: every shortest path, step by step in the UI', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'desktop', SAME_SCREEN);
  const { common, linkEvents, fresh, openOwnReturn } = await googleFlow(page, request);
  {
    const flow: UiFlow<typeof googleOAuthMachine> = {
      ...common,
      input: { code: 'from-google', returnedState: 'own', redirectUri: '/auth/google' },
      events: (s) => [
        ...linkEvents(s),
        ...(s.matches('exchanging')
          ? [
              { type: 'xstate.done.actor.exchange', output: { authorized: true } },
              {
                type: 'xstate.done.actor.exchange',
                output: {
                  authorized: false,
                  code: 'ticket',
                  countries: [{ id: 'HTI', name: 'Haiti', phone_code: 509 }],
                  default_country: 'HTI',
                  disabled_skip: ['HTI'],
                },
              },
              { type: 'xstate.error.actor.exchange', error: new Error(UNKNOWN) },
            ]
          : []),
        ...registeringEvents(s),
      ],
      // The walk is about the exchange: its requests are held from the start, the button's link fetch included, so
      // the page is opened as the return of a link its browser asked for.
      open: async (p) => {
        await fresh(p);
        await openOwnReturn(p, uniqueEmail('new'));
      },
    };
    const paths = await walkAllPaths(page, flow);
    const names = paths.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'xstate.done.actor.exchange (linked account) → authorized',
        'xstate.error.actor.exchange → failed, link.request → fetchingLink, xstate.done.actor.getLink → redirecting',
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
  }
});

test('Google sign-in back on /auth/google with an access token: every shortest path, step by step in the UI', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'desktop', SAME_SCREEN);
  const { common, linkEvents, fresh, openOwnReturn } = await googleFlow(page, request);
  const completion = {
    authorized: false,
    code: 'ticket',
    countries: [{ id: 'HTI', name: 'Haiti', phone_code: 509 }],
    default_country: 'HTI',
    disabled_skip: ['HTI'],
  };
  const flow: UiFlow<typeof googleOAuthMachine> = {
    ...common,
    input: {
      code: null,
      accessToken: 'from-google',
      returnedState: 'own',
      redirectUri: '/auth/google',
    },
    // The confirm-details form after a token is the one after a code, walked above: here it is reached, not filled.
    events: (s) => [
      ...linkEvents(s),
      ...(s.matches('exchangingToken')
        ? [
            { type: 'xstate.done.actor.exchangeToken', output: { authorized: true } },
            { type: 'xstate.done.actor.exchangeToken', output: completion },
            { type: 'xstate.error.actor.exchangeToken', error: new Error(UNKNOWN) },
          ]
        : []),
    ],
    // As for a code: a walk about the exchange, opened as the return of a link its browser asked for (from
    // the parking page: on /auth/google, where the path before may have ended, a new fragment alone would not load the page).
    open: async (p) => {
      await fresh(p);
      const back = await openOwnReturn(p, uniqueEmail('token'), 'token');
      expect(back).toMatch(/^\/auth\/google#access_token=[\w-]{43}&token_type=Bearer&expires_in=3600&state=/);
    },
  };
  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'xstate.done.actor.exchangeToken (linked account) → authorized',
      'xstate.done.actor.exchangeToken (new account) → registering.editing',
      'xstate.error.actor.exchangeToken → failed, link.request → fetchingLink, xstate.done.actor.getLink → redirecting',
    ]),
  );
});

test('Google sign-in back on /auth/google with a code and no state: every shortest path, step by step in the UI', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'desktop', SAME_SCREEN);
  const { common, linkEvents, fresh } = await googleFlow(page, request);
  const flow: UiFlow<typeof googleOAuthMachine> = {
    ...common,
    input: { code: 'crafted', returnedState: null, redirectUri: '/auth/google' },
    events: linkEvents,
    // A real, unused code of someone else's link, its state cut off: a crafted link.
    open: async (p) => {
      await fresh(p);
      const crafted = new URL(await googleReturnAddress(request, uniqueEmail('crafted')), 'http://x');
      await p.goto(`/auth/google?code=${crafted.searchParams.get('code')}`);
    },
  };
  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'link.request → fetchingLink, xstate.done.actor.getLink → redirecting',
      'link.request → fetchingLink, xstate.error.actor.getLink → idle',
    ]),
  );
});
