// The look of entry lists (the menu, the sport terms, the footer's data-saver switch): one card of full-width rows,
// 48 px tall touch targets (the row is the entryRow recipe, src/ui/theme/looks.recipe.ts).
import { css, cx } from 'styled-system/css';
import { card, entryRow as entryRowRecipe } from 'styled-system/recipes';

export const entryList = cx(
  card({ padded: false }),
  css({
    listStyle: 'none',
    overflow: 'hidden',
    '& > li + li': { borderTopWidth: '1px', borderColor: 'border' },
  }),
);

export const entryRow = entryRowRecipe();
