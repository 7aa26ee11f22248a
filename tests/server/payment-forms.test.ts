// A server form's post checked against the form's own fields (docs/product.md#entities-cashier form field,
// docs/product.md#flows-payment-form): the operator's forms as the database holds them, beyond the seeded two. Required in
// either spelling, length bounds, date formats, an amount under another name, hidden and password fields, a form with
// no amount; a withdrawal names every problem at once, the balance among them. The cash widgets' identity numbers
// (docs/product.md#calls-payment-bodies) are trimmed and checked. Every refusal moves nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormField } from '../../contract/schemas/wallet';
import * as s from '../../server/db/schema';
import { balances, json, newPlayer, paymentsOf, postForm, submitPath, systemId } from './cashier-harness';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const ids: Record<string, number> = {};

/** A form system of the operator's, active, with its own endpoint. */
async function formSystem(slug: string, name: string, direction: 1 | 2, fields: FormField[]) {
  const [row] = await server.db
    .insert(s.paymentSystems)
    .values({
      slug,
      name,
      type: 'form',
      direction,
      config: { form: { endpoint: submitPath(slug), fields } },
    })
    .returning({ id: s.paymentSystems.id });
  ids[slug] = row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  await formSystem('ti-kès', 'Ti Kès', 1, [
    { kind: 'block', html: '<p>Pay at the counter.</p>' },
    // Shown for the player to copy, never the post's.
    { kind: 'clipboard', name: 'merchant', label: 'Merchant', value: '50941000777' },
    { kind: 'amount', name: 'sum', label: 'Sum', attributes: { min: 10, max: 1000 } },
    {
      kind: 'input',
      type: 'text',
      name: 'code',
      label: 'Code',
      attributes: { required: 'required', minlength: 4, maxlength: 6 },
    },
    { kind: 'input', type: 'datetime-local', name: 'when', label: 'When' },
    { kind: 'input', type: 'date', name: 'day', label: 'Day' },
    { kind: 'input', type: 'password', name: 'secret', label: 'Secret', attributes: { required: true } },
    { kind: 'input', type: 'hidden', name: 'channel', value: 'web', attributes: { required: true } },
    { kind: 'input', type: 'text', name: 'purseId', label: 'Wallet' },
    { kind: 'input', type: 'text', label: 'No name', attributes: { required: true } },
    { kind: 'select', name: 'kind', label: 'Kind', options: [{ value: 'a', label: 'A' }] },
  ]);
  await formSystem('bank-out', 'Bank transfer out', 2, [
    { kind: 'amount', name: 'amount', label: 'Amount', attributes: { min: 10, max: 1000, required: true } },
    { kind: 'input', type: 'text', name: 'iban', label: 'Account', attributes: { required: true } },
  ]);
  await formSystem('no-amount', 'No amount', 1, [{ kind: 'input', type: 'text', name: 'note', label: 'Note' }]);
  ids['cash-deposit'] = await systemId(server, 'cash-deposit');
});
afterAll(async () => {
  await server?.close();
});

const post = (
  tab: Awaited<ReturnType<typeof newPlayer>>['tab'],
  slug: string,
  fields: Record<string, string | number>,
) => postForm(tab, submitPath(slug), { payment_system: ids[slug] ?? 0, ...fields }).then(json);

describe("an operator's deposit form", () => {
  const good = { sum: '25', code: 'K-77', secret: 'hunter2', when: '2026-01-12T10:00', day: '2026-01-12', kind: 'a' };

  it('refuses what its fields do not allow, field by field, and records nothing', async () => {
    const player = await newPlayer(server);
    const refusals: [Record<string, string | number>, Record<string, string[]>][] = [
      // Required whether the attribute says true or "required"; the unnamed field and the hidden one are not the post's.
      [{}, { sum: ['This field is required'], code: ['This field is required'], secret: ['This field is required'] }],
      [{ ...good, sum: '9.99' }, { sum: ['Minimum amount is 10 HTG'] }],
      [{ ...good, sum: '1000.01' }, { sum: ['Maximum amount is 1\u2009000 HTG'] }],
      [{ ...good, sum: 'ten' }, { sum: ['Enter an amount in HTG with at most 2 decimals'] }],
      [{ ...good, code: 'K-7' }, { code: ['Must be at least 4 characters'] }],
      [{ ...good, code: 'K-7777X' }, { code: ['Must be at most 6 characters'] }],
      [{ ...good, when: '2026-01-12 10:00' }, { when: ['Invalid date and time'] }],
      [{ ...good, when: '2026-01-12' }, { when: ['Invalid date and time'] }],
      [{ ...good, when: 'x2026-01-12T10:00' }, { when: ['Invalid date and time'] }],
      [{ ...good, when: '2026-01-12T10:00:3' }, { when: ['Invalid date and time'] }],
      [{ ...good, day: '2026-1-12' }, { day: ['Invalid date'] }],
      [{ ...good, day: '12/01/2026' }, { day: ['Invalid date'] }],
      [{ ...good, day: '2026-01-12T10:00' }, { day: ['Invalid date'] }],
      [{ ...good, day: 'x2026-01-12' }, { day: ['Invalid date'] }],
      [{ ...good, kind: 'b' }, { kind: ['Choose one of the options'] }],
    ];
    for (const [fields, errors] of refusals) {
      expect(await post(player.tab, 'ti-kès', fields), JSON.stringify(fields)).toEqual({
        status: 'error',
        message: 'The payment was refused. Check the form.',
        errors,
      });
    }
    expect(await paymentsOf(server, player.user_id)).toEqual([]);
  });

  it("takes a good post at its bounds, keeps what the player typed except the password, and says so in the system's name", async () => {
    const player = await newPlayer(server);
    const reply = await post(player.tab, 'ti-kès', {
      ...good,
      sum: '1000',
      code: 'K-7777',
      when: '2026-01-12T10:00:30',
      // Not MonCash: a wallet field of any other form is the operator's, not a MonCash number.
      purseId: 'W-12',
      channel: 'forged',
      merchant: 'forged',
    });
    expect(reply).toEqual({
      status: 'success',
      message: 'Deposit request of 1\u2009000 HTG received. It is credited once Ti Kès confirms the payment.',
    });
    const shorter = await post(player.tab, 'ti-kès', { ...good, sum: '10' });
    expect(shorter).toMatchObject({ status: 'success' });
    const payments = (await paymentsOf(server, player.user_id)).sort((a, b) => a.id - b.id);
    expect(payments.map((p) => [p.direction, p.status, p.amountMinor, p.details])).toEqual([
      [
        1,
        'pending',
        100_000,
        {
          fields: { code: 'K-7777', when: '2026-01-12T10:00:30', day: '2026-01-12', purseId: 'W-12', kind: 'a' },
        },
      ],
      [1, 'pending', 1_000, { fields: { code: 'K-77', when: '2026-01-12T10:00', day: '2026-01-12', kind: 'a' } }],
    ]);
    expect((await balances(server, player.user_id)).regular).toBe(0);
  });

  it('asks for an amount when the form has none to give', async () => {
    const player = await newPlayer(server);
    expect(await post(player.tab, 'no-amount', { note: 'hello' })).toEqual({
      status: 'error',
      message: 'The payment was refused. Check the form.',
      errors: { amount: ['This field is required'] },
    });
    expect(await paymentsOf(server, player.user_id)).toEqual([]);
  });
});

describe('the MonCash withdrawal form', () => {
  it('reads only its purseId as a MonCash number: a field the operator adds keeps its own rules', async () => {
    const id = await systemId(server, 'moncash-withdrawal');
    const [row] = await server.db.select().from(s.paymentSystems).where(eq(s.paymentSystems.id, id));
    const config = row!.config as { form: { fields: FormField[] } };
    const note: FormField = { kind: 'input', type: 'text', name: 'note', label: 'Note', attributes: { maxlength: 20 } };
    await server.db
      .update(s.paymentSystems)
      .set({ config: { ...config, form: { ...config.form, fields: [...config.form.fields, note] } } })
      .where(eq(s.paymentSystems.id, id));
    try {
      const player = await newPlayer(server, { balance: 1_000 });
      const post = (fields: Record<string, string>) =>
        postForm(player.tab, submitPath('moncash-withdrawal'), { payment_system: id, amount: 100, ...fields }).then(
          json,
        );
      expect(await post({ purseId: '3712', note: 'rent' })).toMatchObject({
        errors: { purseId: ['Enter a MonCash number: 8 digits, e.g. 3712 3456'] },
      });
      expect(await post({ purseId: '3712 3456', note: 'rent for May' })).toEqual({
        status: 'success',
        message: 'Withdrawal accepted for processing',
      });
      const [payment] = await paymentsOf(server, player.user_id);
      expect(payment?.details).toEqual({ fields: { purseId: '50937123456', note: 'rent for May' } });
    } finally {
      await server.db.update(s.paymentSystems).set({ config }).where(eq(s.paymentSystems.id, id));
    }
  });
});

describe("an operator's withdrawal form", () => {
  it('names the balance beside the other problems, once the amount itself is right', async () => {
    const player = await newPlayer(server, { balance: 50 });
    expect(await post(player.tab, 'bank-out', { amount: 60 })).toEqual({
      status: 'error',
      message: 'The payment was refused. Check the form.',
      errors: { amount: ['Insufficient funds'], iban: ['This field is required'] },
    });
    // An amount over the method's maximum is only that: the balance is not weighed against it.
    expect(await post(player.tab, 'bank-out', { amount: 1_001, iban: 'HT12' })).toMatchObject({
      errors: { amount: ['Maximum amount is 1\u2009000 HTG'] },
    });
    expect(await post(player.tab, 'bank-out', { amount: '', iban: 'HT12' })).toMatchObject({
      errors: { amount: ['This field is required'] },
    });
    expect(await paymentsOf(server, player.user_id)).toEqual([]);
    expect((await balances(server, player.user_id)).regular).toBe(5_000);

    expect(await post(player.tab, 'bank-out', { amount: 50, iban: 'HT12' })).toEqual({
      status: 'success',
      message: 'Withdrawal accepted for processing',
    });
    expect((await balances(server, player.user_id)).regular).toBe(0);
  });
});

describe("the cash deposit's identity numbers", () => {
  it('keeps them trimmed, leaves out empty ones and refuses others with the reason', async () => {
    const player = await newPlayer(server);
    const detail = (await json(await player.tab.call(`/api/v1/payment_system/${ids['cash-deposit']}?version=3`))) as {
      data: { data: { clubs: { id: number }[] } };
    };
    const club = detail.data.data.clubs[0]?.id ?? 0;
    const deposit = (fields: Record<string, unknown>) =>
      player.tab
        .call(submitPath('cash-deposit'), {
          method: 'POST',
          json: { payment_system: String(ids['cash-deposit']), amount: 500, purseId: String(club), ...fields },
        })
        .then(json);
    expect(await deposit({ fiscal_id: 'x'.repeat(33), national_card_id: 12 })).toEqual({
      status: 'error',
      message: 'The payment was refused. Check the form.',
      errors: {
        fiscal_id: ['Must be at most 32 characters'],
        national_card_id: ['Use letters, digits and dashes only'],
      },
    });
    // Only letters, digits, dashes and spaces, from the first character to the last.
    expect(await deposit({ fiscal_id: '<b>', national_card_id: 'AB-1<' })).toMatchObject({
      errors: {
        fiscal_id: ['Use letters, digits and dashes only'],
        national_card_id: ['Use letters, digits and dashes only'],
      },
    });
    expect(await paymentsOf(server, player.user_id)).toEqual([]);
    expect(await deposit({ fiscal_id: '  AB-12 ', national_card_id: '' })).toMatchObject({ status: 'success' });
    expect(await deposit({ fiscal_id: ' ', national_card_id: 'x'.repeat(32) })).toMatchObject({ status: 'success' });
    const details = (await paymentsOf(server, player.user_id)).sort((a, b) => a.id - b.id).map((p) => p.details);
    expect(details).toEqual([
      expect.objectContaining({ fiscal_id: 'AB-12' }),
      expect.objectContaining({ national_card_id: 'x'.repeat(32) }),
    ]);
    expect(details[0]).not.toHaveProperty('national_card_id');
    expect(details[1]).not.toHaveProperty('fiscal_id');
  });
});
