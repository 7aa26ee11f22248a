// Sign-in (docs/product.md#flows-sign-in), SMS registration and restore: real server, real SMS outbox, both viewports.
import { expect, expectAxeClean, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { LoginModel } from './models/login.model';
import { codeIn, freshHaitianNumber, lastSms, RegistrationModel } from './models/registration.model';

test('a new player registers with the SMS code and lands logged in with a zero balance', async ({ page }) => {
  const form = new RegistrationModel(page);
  const layout = new LayoutModel(page);
  const number = freshHaitianNumber();
  await form.open();
  await expect(form.country()).toHaveValue('HTI');
  await expect(form.getCode()).toBeDisabled(); // no number yet
  await form.fill({ phone: number });
  await form.getCode().click();
  await expect(form.smsMessage()).toHaveAttribute('data-tone', 'success');
  await expect(form.getCode()).toBeDisabled(); // waiting
  await expect(form.getCode()).toContainText(/Retry after \d+ seconds/);
  const code = codeIn(await lastSms(page.request, `509${number}`));
  await form.fill({ code, name: 'Marie Claire', password: 'lakay2026', age: true });
  await expectAxeClean(page);
  const posts: Array<{ path: string; type: string; body: string }> = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/v1\/registration/.test(r.url()))
      posts.push({
        path: new URL(r.url()).pathname,
        type: r.headers()['content-type'] ?? '',
        body: r.postData() ?? '',
      });
  });
  await form.submit().click();
  // docs/product.md#flows-signup-limits: a new account gets the limits step first; 'Skip' goes on home.
  await expect(page).toHaveURL(/\/welcome\/limits\?next=%2F$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your limits' })).toBeVisible();
  await page.getByTestId('signup-limits').getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(layout.balance()).toContainText('0 HTG');
  const profile = await (await page.request.get('/api/v1/user/profile/info?version=2')).json();
  expect(profile).toMatchObject({ name: 'Marie Claire', phone: `509${number}` });
  // docs/product.md#flows-registration: the phone is confirmed with its code, then the fields are posted as form data.
  expect(posts.map((post) => post.path)).toEqual(['/api/v1/registration/sms_confirm_phone', '/api/v1/registration']);
  expect(JSON.parse(posts[0]!.body)).toEqual({ phone: `509${number}`, sms_code: code });
  expect(posts[1]!.type).toMatch(/^multipart\/form-data; boundary=/);
  for (const [name, value] of Object.entries({
    country_code: 'HTI',
    name: 'Marie Claire',
    phone_number: number,
    sms_code: code,
    password: 'lakay2026',
    age_rules_agree: 'true',
  }))
    expect(posts[1]!.body).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
});

test('a wrong SMS code shows the server message and keeps what was typed', async ({ page }) => {
  const form = new RegistrationModel(page);
  const number = freshHaitianNumber();
  await form.open();
  await form.fill({ phone: number });
  await form.getCode().click();
  await expect(form.smsMessage()).toHaveAttribute('data-tone', 'success');
  const code = codeIn(await lastSms(page.request, `509${number}`));
  const wrong = code === '000000' ? '111111' : '000000';
  await form.fill({ code: wrong, name: 'Jean', password: 'secret', age: true });
  const registrations: string[] = [];
  page.on(
    'request',
    (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/registration') && registrations.push(r.url()),
  );
  const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/v1/registration/sms_confirm_phone'));
  await form.submit().click();
  await confirmed;
  await expect(page.getByText('Wrong or expired SMS code')).toBeVisible();
  // The code check refused it: the registration itself was never sent.
  expect(registrations).toEqual([]);
  await expect(form.form()).toHaveAttribute('data-state', 'editing');
  await expect(form.smsCode()).toHaveAttribute('aria-invalid', 'true');
  await expect(form.name()).toHaveValue('Jean');
  const session = await (await page.request.get('/api/session')).json();
  expect(session.authenticated).toBe(false);
});

test('missing fields get the spec messages and nothing is sent', async ({ page }) => {
  const form = new RegistrationModel(page);
  const sent: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/registration') && sent.push(r.url()));
  await form.open();
  await form.country().selectOption('');
  await form.submit().click();
  await expect(page.getByText('Selected country is required')).toBeVisible();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expect(page.getByText('You must be 18 or older and accept the rules')).toBeVisible();
  await expect(form.country()).toBeFocused();
  await form.fill({ name: 'J', code: '12a' });
  await form.submit().click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('The SMS code has digits only')).toBeVisible();
  expect(sent).toEqual([]);
});

test('SMS restore needs the phone first, then texts a new password that logs in', async ({ page }) => {
  // A player of this test's own, registered through the API with a code from the outbox.
  const number = freshHaitianNumber();
  const phone = `509${number}`;
  await page.request.post('/api/v1/registration/sms', { data: { phone } });
  const code = codeIn(await lastSms(page.request, phone));
  const registered = await page.request.post('/api/v1/registration', {
    data: {
      country_code: 'HTI',
      phone_number: number,
      sms_code: code,
      name: 'Rose',
      password: 'first-pass',
      age_rules_agree: true,
    },
  });
  expect(await registered.json()).toEqual({ success: true });
  await page.context().clearCookies();

  const login = new LoginModel(page);
  await login.open();
  const restore = page.getByTestId('restore-button');
  await restore.click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await login.phone().fill(number);
  await restore.click();
  await expect(page.getByTestId('sms-message')).toHaveAttribute('data-tone', 'success');
  await expect(restore).toBeDisabled();
  const text = await lastSms(page.request, phone);
  const password = text.split(': ').pop()?.trim() ?? '';
  expect(password.length).toBeGreaterThanOrEqual(8);
  await login.password().fill(password);
  await login.submit().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(new LayoutModel(page).balance()).toBeVisible();
});
