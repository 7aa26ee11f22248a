import { defineRecipe } from '@pandacss/dev';

export const cardRecipe = defineRecipe({
  className: 'card',
  description: 'Surface that groups content',
  base: { bg: 'surface', borderRadius: 'card', borderWidth: '1px', borderColor: 'border' },
  // padded: false is the bordered surface alone, for a place that sets its own padding and layout.
  variants: {
    tone: { plain: {}, raised: { bg: 'surfaceRaised' } },
    padded: { true: { p: { base: '4', md: '6' } }, false: {} },
  },
  defaultVariants: { tone: 'plain', padded: true },
});
