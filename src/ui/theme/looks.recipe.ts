// Looks that several screens share, as recipes: a call with literal arguments becomes class names at build time, so
// they cost the pages' JavaScript nothing (scripts/vite/static-styles.ts, docs/architecture.md#performance). Each place
// adds its own layout with css(); it sets none of a look's properties again (a recipe's styles sit below css()'s).
import { defineRecipe } from '@pandacss/dev';

export const choiceChipRecipe = defineRecipe({
  className: 'choice-chip',
  description:
    'A chip among others, one of which is selected (a tab of the game groups, a page number, a filter): marked aria-current (a link) or aria-pressed (a toggle button), filled with the accent',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderWidth: '1px',
    fontWeight: 'semibold',
    cursor: 'pointer',
  },
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

export const iconButtonRecipe = defineRecipe({
  className: 'icon-button',
  description: 'A button that is only an icon, named by its aria-label (close a dialog, clear the search)',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    p: '2',
    borderRadius: 'control',
    cursor: 'pointer',
    color: 'textMuted',
    _hover: { color: 'text', bg: 'surfaceRaised' },
  },
});

export const accentNoteRecipe = defineRecipe({
  className: 'accent-note',
  description:
    'A short note set off from the text around it by an accent bar on its left (the play-time warning, the sport terms shown in English)',
  base: {
    px: '3',
    py: '2',
    bg: 'surfaceRaised',
    borderRadius: 'control',
    borderLeftWidth: '4px',
    borderColor: 'accent',
  },
});

export const popoverTriggerRecipe = defineRecipe({
  className: 'popover-trigger',
  description:
    'A bordered button that opens a popover (the account menu, the date range picker): its border takes the accent on hover and while the popover is open',
  base: { display: 'inline-flex', alignItems: 'center', borderWidth: '1px', color: 'text', cursor: 'pointer' },
  // The colours go with the hover and open looks in each tone: a variant's styles come after the base's.
  variants: {
    tone: {
      raised: {
        bg: 'surfaceRaised',
        borderColor: 'border',
        _hover: { borderColor: 'accent' },
        _expanded: { borderColor: 'accent' },
      },
      field: {
        bg: 'night.950',
        borderColor: 'night.400',
        _hover: { borderColor: 'accent' },
        _expanded: { borderColor: 'accent' },
      },
    },
  },
});

export const entryRowRecipe = defineRecipe({
  className: 'entry-row',
  description:
    'A full-width row of an entry list (the menu, the sport terms, the data-saver switch), or of the account menu popover',
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '4',
    py: '2',
    width: '100%',
    textAlign: 'left',
    cursor: 'pointer',
    color: 'text',
    _focusVisible: { outlineOffset: '-2px' },
    _disabled: { opacity: 0.6, cursor: 'progress' },
  },
  // In a popover the row is shorter and on one line, and the hover and the focused entry are a shade lighter than the
  // popover's raised surface; the entry with the focus stands out for the pointer too.
  variants: {
    place: {
      page: { minH: '12', _hover: { bg: 'surfaceRaised' } },
      popover: {
        minH: '10',
        whiteSpace: 'nowrap',
        fontWeight: 'medium',
        _hover: { bg: 'night.600' },
        _focus: { bg: 'night.600' },
      },
    },
  },
  defaultVariants: { place: 'page' },
});
