// @vitest-environment jsdom
// What inspectors may see (docs/architecture.md#security): the redaction of src/app/inspect-redact.ts on written-down
// samples, then the real login machine typed into with the real reporter attached: neither the visualizer's
// BroadcastChannel nor Stately's window (the real @statelyai/inspect, its window a stand-in that records what it
// is sent) ever receives the typed password, while the phone typed beside it does arrive.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { INSPECT_CHANNEL, type InspectMessage } from '../../src/app/inspect-protocol';
import { isSecretName, REDACTED, redact, redactAddress } from '../../src/app/inspect-redact';
import { startReporter, statelyForwarder } from '../../src/app/inspect-reporter';
import type { RegistrationContext } from '../../contract/schemas/session';
import { loginMachine } from '../../src/machines/login/login.machine';

describe('redact', () => {
  it('replaces the values of secret names at any depth and keeps everything else', () => {
    const input = {
      phone: '37000001',
      phoneCode: '509',
      password: 'hunter22',
      newPassword: 'hunter23',
      fields: { smsCode: '123456', name: 'Jean', promoCode: 'WELCOME100' },
      sms_code: '654321',
      code: 'oauth-code',
      token: 'tg-token',
      access_token: 'abc',
      ticket: 'google-ticket',
      signature: '0xdeadbeef',
      ids: { fiscal_id: '123-456-789', national_id: 'NIN-1', national_card_id: 'CIN-2' },
      passport_number: 'HT1234567',
      cardNumber: '4111111111111111',
      result: { pin: '4821', amount: 250 },
      empty: { password: '' },
      list: [{ token: 't1' }, 'plain'],
    };
    expect(redact(input)).toEqual({
      phone: '37000001',
      phoneCode: '509',
      password: REDACTED,
      newPassword: REDACTED,
      fields: { smsCode: REDACTED, name: 'Jean', promoCode: 'WELCOME100' },
      sms_code: REDACTED,
      code: REDACTED,
      token: REDACTED,
      access_token: REDACTED,
      ticket: REDACTED,
      signature: REDACTED,
      ids: { fiscal_id: REDACTED, national_id: REDACTED, national_card_id: REDACTED },
      passport_number: REDACTED,
      cardNumber: REDACTED,
      result: { pin: REDACTED, amount: 250 },
      // An empty secret says "not filled yet", which a developer needs, and gives nothing away.
      empty: { password: '' },
      list: [{ token: REDACTED }, 'plain'],
    });
  });

  it('redacts the value of a {field, value} pair by its field (the forms’ field.change events)', () => {
    expect(redact({ type: 'field.change', field: 'password', value: 'hunter22' })).toEqual({
      type: 'field.change',
      field: 'password',
      value: REDACTED,
    });
    expect(redact({ type: 'field.change', field: 'national_card_id', value: 'CIN-2' })).toEqual({
      type: 'field.change',
      field: 'national_card_id',
      value: REDACTED,
    });
    expect(redact({ type: 'field.change', field: 'phone', value: '37000001' })).toEqual({
      type: 'field.change',
      field: 'phone',
      value: '37000001',
    });
    expect(redact([{ name: 'fiscal_id', value: '123' }])).toEqual([{ name: 'fiscal_id', value: REDACTED }]);
  });

  it('gives plain JSON of what actors hold: form data, maps, dates, errors, actor refs, cycles', () => {
    const form = new FormData();
    form.append('amount', '250');
    form.append('national_id', 'NIN-1');
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    const ref = { id: 'authorize', sessionId: 'x:1', send: () => {} };
    expect(
      redact({
        payload: form,
        map: new Map([['token', 'm']]),
        at: new Date('2024-05-01T10:00:00.000Z'),
        error: new Error('Wrong phone number or password'),
        child: ref,
        cyclic,
        fn: () => 1,
        missing: undefined,
        big: 10n,
      }),
    ).toEqual({
      payload: { amount: '250', national_id: REDACTED },
      map: { token: REDACTED },
      at: '2024-05-01T10:00:00.000Z',
      error: { name: 'Error', message: 'Wrong phone number or password' },
      child: '[actor authorize]',
      cyclic: { a: 1, self: '[circular]' },
      big: '10',
    });
  });

  it('says which names are secret', () => {
    for (const name of ['password', 'Password', 'sms_code', 'smsCode', 'token', 'pin', 'fiscal_id', 'passport']) {
      expect(isSecretName(name), name).toBe(true);
    }
    for (const name of ['phone', 'phoneCode', 'amount', 'pinned', 'promoCode', 'value', 'field']) {
      expect(isSecretName(name), name).toBe(false);
    }
  });

  it('redacts secret query parameters of a tab address', () => {
    expect(redactAddress('/login?inspect')).toBe('/login?inspect');
    expect(redactAddress('/auth/google?code=4/0Ab&state=xyz&scope=email')).toBe(
      '/auth/google?code=[redacted]&state=[redacted]&scope=email',
    );
    expect(redactAddress('/loginTG?token=abc')).toBe('/loginTG?token=[redacted]');
    expect(redactAddress('/deposit')).toBe('/deposit');
  });
});

describe('the reporter', () => {
  const channels: BroadcastChannel[] = [];
  afterEach(() => {
    for (const channel of channels.splice(0)) channel.close();
  });

  it('sends neither inspector the typed password, only "[redacted]" beside the phone', async () => {
    const PASSWORD = 'Tr0ub4dor&3-secret';
    const PHONE = '37005555';
    // The visualizer's side of the channel.
    const heard: InspectMessage[] = [];
    const listener = new BroadcastChannel(INSPECT_CHANNEL);
    channels.push(listener);
    listener.onmessage = ({ data }: MessageEvent<InspectMessage>) => heard.push(data);

    // Stately's window: what the real library posts to the stately.ai window it opens.
    const posted: unknown[] = [];
    const listeners: ((event: MessageEvent) => void)[] = [];
    const fakeWindow = {
      open: () => ({ postMessage: (message: unknown) => posted.push(message) }),
      addEventListener: (_type: string, fn: (event: MessageEvent) => void) => listeners.push(fn),
      requestIdleCallback: (cb: () => void) => setTimeout(cb, 0),
    } as unknown as Window;
    const stately = statelyForwarder(() => import('@statelyai/inspect'), fakeWindow);
    const reporter = startReporter();
    const inspect = (event: Parameters<typeof reporter>[0]) => {
      reporter(event);
      stately(event);
    };

    let sent: unknown;
    const actor = createActor(
      loginMachine.provide({
        actors: {
          // The login form starts once the registration context has given it Haiti and its +509.
          loadContext: fromPromise(
            async (): Promise<RegistrationContext> => ({
              countries: [{ id: 'HTI', id2: 'HT', name: 'Haiti', phone_code: 509 }],
              default_country: 'HTI',
              disabled_skip: [],
            }),
          ),
          authorize: fromPromise(async ({ input }) => {
            sent = input;
            return {};
          }),
        },
      }),
      { inspect, input: {} },
    );
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().context.countries).toHaveLength(1));
    actor.send({ type: 'field.change', field: 'phone', value: PHONE });
    actor.send({ type: 'field.change', field: 'password', value: PASSWORD });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    // The machine itself did carry the password to the request: the redaction is all that kept it out.
    expect(sent).toEqual({ login: `509${PHONE}`, password: PASSWORD });

    // The library connects once the stately.ai window says hello; deferred events then go out.
    await vi.waitFor(() => expect(listeners.length).toBeGreaterThan(0));
    for (const fn of listeners) fn({ data: { type: '@statelyai.connected' } } as MessageEvent);
    await vi.waitFor(() => {
      const text = JSON.stringify(posted);
      expect(text).toContain('"type":"@xstate.snapshot"');
      expect(text).toContain(`509${PHONE}`); // the request's input, as the promise actor's snapshot holds it
    });
    await vi.waitFor(() =>
      expect(heard.some((m) => m.type === 'actor.update' && m.actor.status === 'done')).toBe(true),
    );

    const toVisualizer = JSON.stringify(heard);
    expect(toVisualizer).toContain(PHONE);
    expect(toVisualizer).toContain('"password":"[redacted]"');
    expect(toVisualizer).toContain('"field":"password","value":"[redacted]"');
    expect(toVisualizer).not.toContain(PASSWORD);
    const toStately = JSON.stringify(posted);
    expect(toStately).toContain('"password":"[redacted]"');
    expect(toStately).not.toContain(PASSWORD);
    actor.stop();
  });
});
