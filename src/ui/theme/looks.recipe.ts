// Looks that several screens share, as recipes: a call with literal arguments becomes class names at build time, so
// they cost the pages' JavaScript nothing (scripts/vite/static-styles.ts, docs/architecture.md#performance). Each place
// adds its own layout with css(); it sets none of a look's properties again (a recipe's styles sit below css()'s).
import { defineRecipe } from '@pandacss/dev';

export const choiceChipRecipe = defineRecipe({
  className: 'choice-chip',
  description:
    'A chip among others, one of which is selected (a tab of the game groups, a page number, a filter): marked aria-current (a link) or aria-pressed (a toggle button), filled with the accent',
  base: { borderWidth: '1px', fontWeight: 'semibold' },
  // A variant's styles come after the base's whatever their selectors (Panda puts the base in a layer below), so
  // the hover and selected looks go with each tone's colours.
  variants: {
    tone: {
      surface: {
        bg: 'surface',
        borderColor: 'border',
        _hover: { borderColor: 'accent' },
        _current: { bg: 'accent', color: 'accentText', borderColor: 'accent' },
        _pressed: { bg: 'accent', color: 'accentText', borderColor: 'accent' },
      },
      outline: {
        bg: 'transparent',
        borderColor: 'night.400',
        color: 'text',
        _hover: { borderColor: 'accent' },
        _current: { bg: 'accent', color: 'accentText', borderColor: 'accent' },
        _pressed: { bg: 'accent', color: 'accentText', borderColor: 'accent' },
      },
    },
  },
  defaultVariants: { tone: 'surface' },
});

export const popoverPanelRecipe = defineRecipe({
  className: 'popover-panel',
  description:
    'A menu or list that opens under a header button, at its right edge (the language picker, the account menu)',
  base: {
    position: 'absolute',
    right: '0',
    top: '100%',
    zIndex: 50,
    bg: 'surfaceRaised',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'control',
    boxShadow: '0 12px 32px rgba(0,0,0,0.45)',
  },
});

export const messageStackRecipe = defineRecipe({
  className: 'message-stack',
  description: 'A message in a screen or a panel: its icon, heading, text and actions centred in a column',
  base: { display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center' },
});

export const figureTileRecipe = defineRecipe({
  className: 'figure-tile',
  description: "A figure under its label on a raised tile (the menu's balances, the statement's totals)",
  base: { display: 'flex', flexDirection: 'column', gap: '0.5', bg: 'surfaceRaised', borderRadius: 'control' },
});
