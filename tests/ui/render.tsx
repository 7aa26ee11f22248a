// Renders a component for real in jsdom, in English, for the view tests of tests/ui: one host per test, removed after
// it.
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach } from 'vitest';
import en from '../../src/i18n/messages/en.json';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement | null = null;
afterEach(() => {
  host?.remove();
  host = null;
});

export function render(node: ReactNode): HTMLDivElement {
  host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <IntlProvider locale="en" messages={en}>
        {node}
      </IntlProvider>,
    ),
  );
  return host;
}
