import { defineRecipe } from '@pandacss/dev';

export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Actions: primary (gold), secondary (outlined), ghost (text)',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'semibold',
    borderRadius: 'control',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: 'background 0.15s, color 0.15s, border-color 0.15s',
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
    _busy: { cursor: 'progress' },
  },
  variants: {
    variant: {
      primary: { bg: 'accent', color: 'accentText', _hover: { bg: 'gold.300' } },
      secondary: {
        bg: 'transparent',
        color: 'text',
        borderWidth: '1px',
        borderColor: 'border',
        _hover: { borderColor: 'accent' },
      },
      ghost: { bg: 'transparent', color: 'text', _hover: { bg: 'surfaceRaised' } },
    },
    size: {
      sm: { h: '9', px: '3', fontSize: 'sm' },
      md: { h: '11', px: '4', fontSize: 'md' },
      lg: { h: '12', px: '6', fontSize: 'md' },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});
