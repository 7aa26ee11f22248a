// Every text the API sends is in the caller's language (docs/api.md#server-language): the lang cookie, else the
// session's language, else Accept-Language (and the country), else English. Refusals, field errors, 401/404/429 and
// cashier replies keep their shapes; only the words change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, startTestServer, type TestServer } from './harness';
import { json, newPlayer, postForm, submitPath, systemId } from './cashier-harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** A guest tab whose lang cookie says `lang`. */
const guestIn = (lang: string) => {
  const tab = browser(server.url);
  tab.jar.set('lang', lang);
  return tab;
};

const wrongLogin = { login: '50938887777', password: 'not-the-password' };

describe('the lang cookie', () => {
  it.each([
    ['ht', 'Ou pa konekte', 'Nou pa jwenn sa'],
    ['zh', '未登录', '未找到'],
  ])('%s: a guest reads 401 and 404 in it', async (lang, unauthorized, notFound) => {
    const tab = guestIn(lang);
    const limits = await tab.call('/api/v1/user/limits');
    expect(limits.status).toBe(401);
    expect(await limits.json()).toEqual({ success: false, message: unauthorized });
    const nowhere = await tab.call('/api/v1/no-such-call');
    expect(nowhere.status).toBe(404);
    expect(await nowhere.json()).toEqual({ success: false, message: notFound });
  });

  it.each([
    ['ht', 'Done yo pa bon', 'Ou dwe ranpli chan sa a'],
    ['zh', '数据无效', '此项为必填项'],
  ])('%s: field errors keep their shape, in it', async (lang, message, required) => {
    const res = await guestIn(lang).call('/api/v1/authorize', { method: 'POST', json: { login: '' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      error: { message, fields: { login: [{ message: required }], password: [{ message: required }] } },
    });
  });

  it('ht: a malformed body, a wrong sign-in and a wait between SMS', async () => {
    const tab = guestIn('ht');
    const malformed = await tab.call('/api/v1/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(await malformed.json()).toEqual({
      success: false,
      error: { message: 'JSON la pa byen fòme', fields: { body: [{ message: 'JSON la pa byen fòme' }] } },
    });
    expect(await json(await tab.call('/api/v1/authorize', { method: 'POST', json: wrongLogin }))).toEqual({
      success: false,
      message: 'Nimewo telefòn oswa modpas la pa bon',
    });
    const sms = (phone: string) => tab.call('/api/v1/registration/sms', { method: 'POST', json: { phone } }).then(json);
    expect(await sms('50938881111')).toEqual({ time_left: 60, message: 'Nou voye SMS la' });
    const again = await sms('50938881111');
    expect(again.message).toMatch(/^Eseye ankò nan \d+s$/);
  });

  it('zh: 429 keeps retry_after a number, its message in the language', async () => {
    const tab = guestIn('zh');
    const login = { ...wrongLogin, login: '50938886666' };
    let res = await tab.call('/api/v1/authorize', { method: 'POST', json: login });
    for (let tries = 1; res.status !== 429 && tries <= 12; tries += 1) {
      res = await tab.call('/api/v1/authorize', { method: 'POST', json: login });
    }
    expect(res.status).toBe(429);
    const body = await json(res);
    expect(typeof body.retry_after).toBe('number');
    expect(body).toEqual({
      success: false,
      message: `请在 ${body.retry_after} 秒后重试`,
      retry_after: body.retry_after,
    });
    expect(res.headers.get('retry-after')).toBe(String(body.retry_after));
  });

  it('ht and zh: a cashier refusal names each field in it', async () => {
    const id = await systemId(server, 'cash-withdrawal');
    const player = await newPlayer(server, { balance: 500 });
    const withdraw = () =>
      postForm(player.tab, submitPath('cash-withdrawal'), { payment_system: id, amount: 600, purseId: 99_999 }).then(
        json,
      );
    player.tab.jar.set('lang', 'ht');
    expect(await withdraw()).toEqual({
      status: 'error',
      message: 'Nou refize peman an. Verifye fòm nan.',
      errors: { purseId: ['Chwazi yon klib nan lis la'], amount: ['Ou pa gen ase kòb'] },
    });
    player.tab.jar.set('lang', 'zh');
    expect(await withdraw()).toEqual({
      status: 'error',
      message: '付款被拒绝，请检查表单。',
      errors: { purseId: ['请从列表中选择一个俱乐部'], amount: ['余额不足'] },
    });
  });
});

describe('Accept-Language, with no lang cookie', () => {
  it.each([
    ['ht', 'Nimewo telefòn oswa modpas la pa bon'],
    ['zh-CN,zh;q=0.9,en;q=0.5', '手机号码或密码错误'],
    ['fr-FR,fr;q=0.8', 'Numéro de téléphone ou mot de passe incorrect'],
    ['', 'Wrong phone number or password'],
  ])('%s', async (acceptLanguage, message) => {
    const res = await fetch(new URL('/api/v1/authorize', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': acceptLanguage },
      body: JSON.stringify(wrongLogin),
    });
    expect(await res.json()).toEqual({ success: false, message });
  });
});

describe("the session's language", () => {
  it('answers a signed-in player in it, unless the lang cookie says otherwise', async () => {
    const player = await newPlayer(server);
    await player.tab.call('/api/v1/setlocale', { method: 'POST', json: { locale: 'ht' } });
    const confirm = (headers: Record<string, string> = {}) =>
      player.tab.call('/api/v1/user/limits/confirm', { method: 'POST', json: { period: 'day' }, headers }).then(json);

    // The cookie (this device's latest choice) wins over the session's stored language.
    player.tab.jar.set('lang', 'zh');
    expect(await confirm()).toEqual({ success: false, message: '没有待确认的更改' });
    // Without it, the session's language; Accept-Language comes after both.
    player.tab.jar.delete('lang');
    expect(await confirm({ 'accept-language': 'de' })).toEqual({
      success: false,
      message: 'Pa gen okenn chanjman k ap tann konfimasyon',
    });
  });
});
