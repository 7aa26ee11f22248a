// Registration calls of docs/product.md#calls-list: GET /api/registration-context, GET registration (countries) and
// POST registration (docs/product.md#rules-registration rules). Business refusals answer 200 with the
// docs/product.md#calls-wrappers failure wrapper {success:false, error:{message, fields}} (browsers log every 4xx as a
// console error); only a body that fails the contract schema is a 400.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { errorReply, okReply } from '../../contract/schemas/common';
import { countries as countryList, registrationBody, registrationContext } from '../../contract/schemas/session';
import { DEFAULT_LOCALE } from '../../contract/constants';
import { hashPassword } from '../auth/passwords';
import { isPhoneDigits } from '../auth/phone';
import { createPlayer, isRegistered, REGISTRATION_TEXTS as T, RegistrationRefused } from '../auth/registration';
import { checkSmsCode, smsCodeRefusal } from '../auth/sms-codes';
import { deleteSession } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { countries } from '../db/schema';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { parseBody } from '../http/body';
import type { FieldTexts } from '../http/errors';
import { currentLocale, say, sayFields } from '../http/locale';
import { type Text, text } from '../i18n/text';
import { getLangCookie, getSessionCookie, setSessionCookie } from '../http/cookies';
import { shape } from '../http/reply';
import { visitorCountryOf } from '../http/visitor-country';
import { listCountries } from '../site/countries';
import { isRedeemable, normalizePromoCode } from '../wallet/promo-codes';

const MIN_AGE = 18; // docs/product.md#constants-codes
const NAME_MIN = 2;
const GENDER = { male: 0, female: 1 } as const; // docs/product.md#constants-codes profile sex

function isAdult(isoDate: string, now = new Date()): boolean {
  const born = new Date(`${isoDate}T00:00:00Z`);
  const adult = new Date(born);
  adult.setUTCFullYear(born.getUTCFullYear() + MIN_AGE);
  return adult.getTime() <= now.getTime();
}

const refused = (c: Context<AppEnv>, fields: FieldTexts) =>
  c.json(shape(errorReply, { success: false, error: { message: say(c, T.failed), fields: sayFields(c, fields) } }));

export function registrationRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  // A plain visit carries no phone: phone/phone_code are for the social flows that know one.
  // docs/api.md#visitor-country: the default country is the visitor's when it is listed.
  app.get('/api/registration-context', async (c) =>
    c.json(shape(registrationContext, await listCountries(db, visitorCountryOf(c), currentLocale(c)))),
  );

  app.get(`${V1}/registration`, async (c) => {
    const { countries: list, default_country } = await listCountries(db, visitorCountryOf(c), currentLocale(c));
    return c.json(shape(countryList, { countries: list, default_country }));
  });

  app.post(`${V1}/registration`, async (c) => {
    const body = await parseBody(c, registrationBody);
    const fields: FieldTexts = {};
    const add = (field: string, message: Text) => {
      fields[field] ??= [];
      fields[field].push({ message });
    };

    const name = body.name.trim();
    if (name.length < NAME_MIN) add('name', text('field.minChars', { min: NAME_MIN }));
    if (!body.age_rules_agree) add('age_rules_agree', T.ageRules);
    if (body.birth_day && !isAdult(body.birth_day)) add('birth_day', T.underAge);
    const promoCode = normalizePromoCode(body.promo_code ?? '');
    if (promoCode !== '' && !(await isRedeemable(db, promoCode))) add('promo_code', T.unknownPromo);

    const [country] = await db.select().from(countries).where(eq(countries.id, body.country_code.toUpperCase()));
    if (!country) add('country_code', T.unknownCountry);
    // docs/product.md#rules-registration: phone_number comes without the country code; the account's phone is the full
    // number.
    const phone = country ? `${country.phoneCode}${body.phone_number}` : '';
    let smsCodeId: number | null = null;
    if (country) {
      if (!isPhoneDigits(phone)) add('phone_number', T.invalidPhone);
      else if (await isRegistered(db, phone)) add('phone_number', T.phoneTaken);
      else {
        // Checked even when other fields are wrong: a wrong code costs a try, a right one stays usable.
        smsCodeId = await checkSmsCode(db, phone, 'registration', body.sms_code);
        if (smsCodeId === null) add('sms_code', await smsCodeRefusal(db, phone, 'registration'));
      }
    }
    if (Object.keys(fields).length > 0 || !country || smsCodeId === null) return refused(c, fields);

    const lang = getLangCookie(c) ?? DEFAULT_LOCALE;
    let created: { token: string };
    try {
      created = await createPlayer(db, {
        phone,
        name,
        passwordHash: await hashPassword(body.password),
        countryId: country.id,
        lang,
        dateBirth: body.birth_day ?? null,
        gender: body.gender ? GENDER[body.gender] : null,
        promoCode,
        smsCodeId,
      });
    } catch (err) {
      if (err instanceof RegistrationRefused) return refused(c, err.fields);
      throw err;
    }
    // As at sign-in: a session id planted before registering is worthless after it.
    const previous = getSessionCookie(c);
    if (previous) await deleteSession(db, hashToken(previous));
    setSessionCookie(c, created.token);
    return c.json(shape(okReply, { success: true }));
  });

  return app;
}
