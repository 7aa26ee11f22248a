// Registration and SMS calls of docs/product.md#calls-list (docs/product.md#flows-sms-code SMS request,
// docs/product.md#rules-registration registration rules).
import { SMS_TIMEOUT_MS } from '../config/constants';
import { ApiError } from './errors';
import { type CallOptions, http, schemasOf } from './http';
import type { RegistrationBody } from '../../contract/schemas/session';

const common = schemasOf(() => import('../../contract/schemas/common'));
const schemas = schemasOf(() => import('../../contract/schemas/session'));

/**
 * docs/product.md#calls-policy GET /api/registration-context: origin-absolute. Countries, default country,
 * disabled_skip.
 */
export function getRegistrationContext(options?: CallOptions) {
  return http.request(schemas('registrationContext'), '/api/registration-context', options);
}

/** docs/product.md#calls-list GET registration: the countries and the default one, for the SMS registration form. */
export function getCountries(options?: CallOptions) {
  return http.request(schemas('countries'), 'registration', options);
}

/**
 * docs/product.md#calls-list, docs/product.md#constants-timing: SMS calls wait up to 60 s. The phone is the full
 * international number (code + number).
 */
export function requestRegistrationSms(phone: string, options?: CallOptions) {
  return http.request(schemas('smsReply'), 'registration/sms', {
    ...options,
    method: 'POST',
    body: { phone },
    timeout: SMS_TIMEOUT_MS,
  });
}

/** SMS restore: the server texts a new password to a registered phone (same time_left contract). */
export function requestPasswordSms(phone: string, options?: CallOptions) {
  return http.request(schemas('smsReply'), 'authorize/restore-sms', {
    ...options,
    method: 'POST',
    body: { phone },
    timeout: SMS_TIMEOUT_MS,
  });
}

/**
 * docs/product.md#calls-list registration/sms_confirm_phone: is `smsCode` the code texted to `phone` (the full number)?
 * The server's refusal ('Wrong or expired SMS code', 'Too many wrong codes…') is about the code, so it comes back as
 * that field's error (docs/product.md#calls-wrappers field errors), where the form shows it.
 */
export async function confirmRegistrationPhone(phone: string, smsCode: string, options?: CallOptions) {
  try {
    return await http.request(common('okReply'), 'registration/sms_confirm_phone', {
      ...options,
      method: 'POST',
      body: { phone, sms_code: smsCode },
    });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 200 && error.serverMessage) {
      // On the field alone: the form shows a general message too, which would only say the same again.
      const { kind, status, method, url, serverMessage } = error;
      throw new ApiError({ kind, status, method, url, fieldErrors: { sms_code: [serverMessage] }, cause: error });
    }
    throw error;
  }
}

/**
 * docs/product.md#calls-list POST registration: the registration fields sent as form data (multipart, as the app's
 * other form posts; the booleans as 'true'/'false', an absent promo code left out). Success signs the new player in
 * (session cookie); failures carry per-field errors (docs/product.md#calls-wrappers shape).
 */
export function register(body: RegistrationBody, options?: CallOptions) {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined) form.append(name, String(value));
  }
  return http.request(common('okReply'), 'registration', { ...options, method: 'POST', body: form });
}
