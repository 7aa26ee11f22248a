import { defineSlotRecipe } from '@pandacss/dev';

export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  description: 'Labelled form control with its error message',
  slots: ['root', 'label', 'control', 'error', 'hint'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'textMuted' },
    control: {
      h: '12',
      px: '3',
      bg: 'night.950',
      color: 'text',
      borderWidth: '1px',
      borderColor: 'night.400', // 3:1+ against the form surface (WCAG 1.4.11)
      borderRadius: 'control',
      fontSize: 'md',
      width: '100%',
      _placeholder: { color: 'night.400' },
      _focusVisible: { borderColor: 'accent', outline: 'none', boxShadow: '0 0 0 2px token(colors.focus)' },
      _invalid: { borderColor: 'danger' },
      _disabled: { opacity: 0.6 },
      _readOnly: { bg: 'surfaceRaised', color: 'textMuted' },
    },
    error: { fontSize: 'sm', color: 'danger' },
    hint: { fontSize: 'sm', color: 'textMuted' },
  },
});
