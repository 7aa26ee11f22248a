// @vitest-environment jsdom
// The password field the login and registration forms share (src/features/auth/registration-fields.tsx), rendered
// for real: its label names the control, its error line describes it, and the toggle says what it does.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from '../../src/features/auth/registration-fields';
import { render } from './render';

describe('PasswordField', () => {
  it('is a labelled password input described by its error line, with a show/hide toggle', () => {
    const onChange = vi.fn();
    const page = render(
      <PasswordField
        id="pw"
        label="Password"
        name="password"
        autoComplete="current-password"
        value="secret"
        aria={{ 'aria-invalid': true, 'aria-describedby': 'pw-error' }}
        error={<p id="pw-error">Enter your password</p>}
        onChange={onChange}
      />,
    );
    const input = page.querySelector('input') as HTMLInputElement;
    expect(page.querySelector('label')?.htmlFor).toBe('pw');
    expect(page.querySelector('label')?.textContent).toBe('Password');
    expect(input.id).toBe('pw');
    expect(input.type).toBe('password');
    expect(input.name).toBe('password');
    expect(input.autocomplete).toBe('current-password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('pw-error');
    expect(page.querySelector('#pw-error')?.textContent).toBe('Enter your password');
    const toggle = page.querySelector('button') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-label')).toBe('Show password');
    act(() => toggle.click());
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-label')).toBe('Hide password');
  });

  it('takes a new password without a name or an error, read-only while sending', () => {
    const page = render(
      <PasswordField
        id="new"
        label="Password"
        autoComplete="new-password"
        value=""
        aria={{ 'aria-invalid': undefined, 'aria-describedby': undefined }}
        error={null}
        readOnly
        onChange={() => {}}
      />,
    );
    const input = page.querySelector('input') as HTMLInputElement;
    expect(input.autocomplete).toBe('new-password');
    expect(input.hasAttribute('name')).toBe(false);
    expect(input.readOnly).toBe(true);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
