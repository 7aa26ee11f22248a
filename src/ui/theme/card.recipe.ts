import { defineRecipe } from '@pandacss/dev';

export const cardRecipe = defineRecipe({
  className: 'card',
  description: 'Surface that groups content',
  base: { bg: 'surface', borderRadius: 'card', borderWidth: '1px', borderColor: 'border', p: { base: '4', md: '6' } },
  variants: { tone: { plain: {}, raised: { bg: 'surfaceRaised' } } },
  defaultVariants: { tone: 'plain' },
});
