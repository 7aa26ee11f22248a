// @vitest-environment jsdom
// The footer's towns with a club (src/features/layout/footer-clubs.tsx, docs/product.md#routes-footer), rendered for
// real: each town once, blanks dropped, and nothing at all without a town.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../src/i18n/messages/en.json';
import { FooterClubs } from '../../src/features/layout/footer-clubs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement | null = null;
afterEach(() => {
  host?.remove();
  host = null;
});

function render(towns: string[]) {
  host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <IntlProvider locale="en" messages={en}>
        <FooterClubs towns={towns} link={null} headingClassName="" />
      </IntlProvider>,
    ),
  );
  return host;
}

describe('FooterClubs', () => {
  it('lists a town with two clubs once, without blank names', () => {
    const footer = render(['Jacmel', ' Les Cayes ', '', 'Jacmel', 'Hinche']);
    expect([...footer.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Jacmel', 'Les Cayes', 'Hinche']);
    expect(footer.querySelector('h2')?.textContent).toBe('Our clubs');
  });

  it('shows nothing without a town', () => {
    expect(render([' ', '']).childElementCount).toBe(0);
  });
});
