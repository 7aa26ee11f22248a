// What the sign-in, SMS registration and Google/wallet confirm-details forms share besides their fields
// (registration-fields.tsx): the messages of the rules they have in common (docs/product.md#flows-login,
// docs/product.md#rules-registration, docs/product.md#flows-google-oauth) and the handler that sends a field's
// new value to the form's machine.
import type { MessageId } from '../../i18n/use-t';

/** The messages of the rules the sign-in, registration and confirm-details forms share (docs/product.md#flows). */
export const contactRuleText = {
  country: { required: 'rules.countryRequired' },
  phone: { required: 'rules.phoneRequired' },
  smsCode: { required: 'rules.smsCodeRequired', digitsOnly: 'rules.smsCodeDigits' },
  password: { required: 'rules.passwordRequired' },
} as const satisfies Record<string, Record<string, MessageId>>;

/** A field's change handler: the flow's field.change event with the control's value. */
export const fieldChange =
  <F extends string>(flow: { send: (event: { type: 'field.change'; field: F; value: string }) => void }) =>
  (field: F) =>
  (e: { target: { value: string } }) =>
    flow.send({ type: 'field.change', field, value: e.target.value });
