import { defineRecipe } from '@pandacss/dev';

export const cardRecipe = defineRecipe({
  className: 'card',
  description: 'Surface that groups content',
  base: { bg: 'surface', borderRadius: 'card', borderWidth: '1px', borderColor: 'border' },
  // padded: false is the bordered surface alone, for a place that sets its own padding and layout. link: the whole card
  // is one link (a blog article, a payment method): the page's text colour, no underline, the accent border on hover;
  // focus keeps the app's ring (panda.config.ts).
  variants: {
    tone: { plain: {}, raised: { bg: 'surfaceRaised' } },
    padded: { true: { p: { base: '4', md: '6' } }, false: {} },
    link: {
      true: {
        color: 'text',
        textDecoration: 'none',
        transition: 'border-color 0.15s, background 0.15s',
        _hover: { borderColor: 'accent' },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'plain', padded: true },
});
