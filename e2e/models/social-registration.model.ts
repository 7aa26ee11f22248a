// The confirm-details step that Google and wallet sign-in share (src/features/auth/social-registration-form.tsx,
// the `registering` part of both machines), as the UI path walks drive and check it: what the player can do in
// each state, how the registration POST is answered, and what the player must see.
import { expect, type Page, type Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { StateCheck, UiEvent } from './machine-paths';
import { codeIn, freshHaitianNumber, lastSms } from './registration.model';

/** The reference server's countries: Haiti is in disabled_skip (a phone must be confirmed), the Dominican Republic not. */
export const HAITI = 'HTI';
export const DOMINICAN = 'DOM';

/** What the reference server answers a registration it refuses (docs/api.md: the failure wrapper with fields). */
export const REFUSED = {
  // A wrong SMS code: the general message and the code's own.
  confirm: { message: 'Registration failed. Invalid data', field: 'smsCode', text: 'Wrong or expired SMS code' },
  // A skip for a country where the phone must be confirmed.
  skip: {
    message: 'Phone confirmation is required for this country',
    field: 'phone',
    text: 'Phone number is required',
  },
} as const;

const RULE_TEXT = {
  country: 'Selected country is required',
  phone: 'Phone number is required',
  smsCode: 'SMS code is required',
} as const;

type Fields = { country: string; phone: string; smsCode: string };
const fieldsOf = (s: AnyMachineSnapshot) => s.context.fields as Fields;
const showsErrors = (s: AnyMachineSnapshot) =>
  s.context.error !== null || Object.keys(s.context.fieldErrors as object).length > 0;

/**
 * The player's moves in the form, which comes with Haiti and no phone: confirm it blank (every rule message),
 * or type the number, get the SMS code and confirm; or pick the Dominican Republic and skip. Once the form
 * shows errors the walk ends there: going on would repeat the same typing.
 */
export function registeringEvents(s: AnyMachineSnapshot): UiEvent[] {
  if (s.matches({ registering: 'submitting' })) {
    return [
      { type: 'xstate.done.actor.register', output: { success: true } },
      { type: 'xstate.error.actor.register', error: new Error('refused') },
    ];
  }
  if (!s.matches({ registering: 'editing' }) || showsErrors(s)) return [];
  const { country, phone, smsCode } = fieldsOf(s);
  if (country === DOMINICAN) return [{ type: 'registration.skip' }];
  if (phone === '') {
    return [
      { type: 'registration.confirm' },
      { type: 'field.change', field: 'phone', value: '37123456' }, // the path's own number is typed
      { type: 'field.change', field: 'country', value: DOMINICAN },
    ];
  }
  if (smsCode === '') return [{ type: 'field.change', field: 'smsCode', value: '123456' }];
  return [{ type: 'registration.confirm' }];
}

/**
 * The form's vertex: which fields are filled, the country, and whether it shows errors; kept once registered,
 * so a skip and a confirm that both sign in stay two paths.
 */
export const registeringVertex = (s: AnyMachineSnapshot) => {
  if (s.context.completion === null) return null;
  const { country, phone, smsCode } = fieldsOf(s);
  return [country, phone !== '', smsCode !== '', showsErrors(s)];
};

export const registeringEventKey = (event: UiEvent) =>
  event.type === 'field.change' ? `field.change ${String(event.field)}` : event.type;

/** The form of the confirm-details step and what the player does in it; `number` is this path's fresh phone. */
export class SocialFormModel {
  number = '';

  constructor(readonly page: Page) {}

  heading = () => this.page.getByRole('heading', { name: 'Confirm your details' });
  country = () => this.page.getByLabel('Country', { exact: true });
  phone = () => this.page.getByLabel('Phone number', { exact: true });
  smsCode = () => this.page.getByLabel('SMS code', { exact: true });
  getCode = () => this.page.getByTestId('sms-code-button');
  confirm = () => this.page.getByRole('button', { name: 'Confirm', exact: true });
  skip = () => this.page.getByRole('button', { name: 'Skip', exact: true });
  /** The form's general message (the server's refusal). */
  error = () => this.page.getByTestId('google-error');

  /** A new path: a number nobody has used (one account and one SMS a minute per phone). */
  reset() {
    this.number = freshHaitianNumber();
  }

  actions(): Record<string, (page: Page, event: UiEvent) => Promise<void>> {
    return {
      'field.change phone': () => this.phone().fill(this.number),
      // The player asks for the code with the form's button, then types what the SMS says.
      'field.change smsCode': async (p) => {
        await this.getCode().click();
        await expect(p.getByTestId('sms-message')).toHaveAttribute('data-tone', 'success');
        await this.smsCode().fill(codeIn(await lastSms(p.request, `509${this.number}`)));
      },
      'field.change country': async (_p, event) => {
        await this.country().selectOption(String(event.value));
      },
      'registration.confirm': () => this.confirm().click(),
      'registration.skip': () => this.skip().click(),
    };
  }

  /**
   * The refusals come from the reference server itself: a confirm goes with a code that is not the SMS's, a
   * skip goes for Haiti.
   */
  async refuse(route: Route) {
    const body = route.request().postDataJSON() as Record<string, string>;
    const changed =
      'sms_code' in body
        ? { ...body, sms_code: body.sms_code === '000000' ? '111111' : '000000' }
        : { ...body, country_iso: HAITI };
    await route.continue({ postData: JSON.stringify(changed) });
  }

  /** What the player sees in each state of the step. */
  checks(prefix: string): Record<string, StateCheck> {
    return {
      [`${prefix}.registering.editing`]: async (_p, s) => {
        const { country, phone, smsCode } = fieldsOf(s);
        const rules = s.context.fieldErrors as Partial<Record<keyof typeof RULE_TEXT, string>>;
        await expect(this.heading()).toBeVisible();
        await expect(this.country()).toHaveValue(country);
        await expect(this.phone()).toHaveValue(phone === '' ? '' : this.number);
        await expect(this.smsCode()).toHaveValue(smsCode === '' ? '' : /^\d{6}$/);
        await expect(this.confirm()).not.toHaveAttribute('aria-disabled', 'true');
        // Skip is offered only outside disabled_skip.
        await expect(this.skip()).toHaveCount(country === DOMINICAN ? 1 : 0);
        if (s.context.error) {
          // The server refused: its reason, and the refused field marked with its message.
          const refusal = country === DOMINICAN ? REFUSED.skip : REFUSED.confirm;
          await expect(this.error()).toHaveText(refusal.message);
          const input = refusal.field === 'phone' ? this.phone() : this.smsCode();
          await expect(input).toHaveAttribute('aria-invalid', 'true');
          await expect(input).toHaveAccessibleDescription(refusal.text);
          return;
        }
        await expect(this.error()).toHaveCount(0);
        for (const [field, input] of [
          ['country', this.country()],
          ['phone', this.phone()],
          ['smsCode', this.smsCode()],
        ] as const) {
          if (rules[field]) await expect(input).toHaveAccessibleDescription(RULE_TEXT[field]);
          else await expect(input).not.toHaveAttribute('aria-invalid');
        }
      },
      [`${prefix}.registering.submitting`]: async (_p, s) => {
        await expect(this.heading()).toBeVisible();
        const button = fieldsOf(s).country === DOMINICAN ? this.skip() : this.confirm();
        await expect(this.confirm()).toHaveAttribute('aria-busy', 'true');
        await expect(button).toHaveAttribute('aria-disabled', 'true');
        await expect(this.error()).toHaveCount(0);
      },
    };
  }
}
