// Registration and SMS calls of docs/product.md#calls-list (docs/product.md#flows-sms-code SMS request,
// docs/product.md#rules-registration registration rules).
import { SMS_TIMEOUT_MS } from '../config/constants';
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
 * Success signs the new player in (session cookie); failures carry per-field errors (docs/product.md#calls-wrappers
 * shape).
 */
export function register(body: RegistrationBody, options?: CallOptions) {
  return http.request(common('okReply'), 'registration', { ...options, method: 'POST', body: { ...body } });
}
