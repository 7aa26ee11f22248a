// @vitest-environment jsdom
// The footer's towns with a club (src/features/layout/footer-clubs.tsx, docs/product.md#routes-footer), rendered for
// real: each town once, blanks dropped, and nothing at all without a town.
import { describe, expect, it } from 'vitest';
import { FooterClubs } from '../../src/features/layout/footer-clubs';
import { render } from './render';

const renderTowns = (towns: string[]) => render(<FooterClubs towns={towns} link={null} headingClassName="" />);

describe('FooterClubs', () => {
  it('lists a town with two clubs once, without blank names', () => {
    const footer = renderTowns(['Jacmel', ' Les Cayes ', '', 'Jacmel', 'Hinche']);
    expect([...footer.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Jacmel', 'Les Cayes', 'Hinche']);
    expect(footer.querySelector('h2')?.textContent).toBe('Our clubs');
  });

  it('shows nothing without a town', () => {
    expect(renderTowns([' ', '']).childElementCount).toBe(0);
  });
});
