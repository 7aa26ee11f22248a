import { defineConfig } from '@pandacss/dev';
import { buttonRecipe } from './src/ui/theme/button.recipe';
import { fieldRecipe } from './src/ui/theme/field.recipe';
import { cardRecipe } from './src/ui/theme/card.recipe';
import {
  accentNoteRecipe,
  choiceChipRecipe,
  entryRowRecipe,
  figureTileRecipe,
  iconButtonRecipe,
  messageStackRecipe,
  popoverPanelRecipe,
  popoverTriggerRecipe,
} from './src/ui/theme/looks.recipe';

// docs/product.md#constants-layout breakpoints; desktop layout from lg.
export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  jsxFramework: 'react',
  conditions: {
    extend: {
      busy: '&[aria-busy=true]',
      invalid: '&[aria-invalid=true]',
      current: '&[aria-current=page]',
      landscape: '@media (orientation: landscape)',
    },
  },
  theme: {
    breakpoints: { xsm: '420px', sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
    extend: {
      tokens: {
        colors: {
          night: {
            950: { value: '#080d1a' },
            900: { value: '#0d1426' },
            800: { value: '#151f38' },
            700: { value: '#1d2a4a' },
            600: { value: '#2b3a5e' },
            400: { value: '#7b89a8' },
          },
          gold: {
            300: { value: '#ffd866' },
            400: { value: '#ffc629' },
            600: { value: '#d99e00' },
            950: { value: '#1a1300' },
          },
          mint: { 400: { value: '#3ddc84' }, 700: { value: '#0f7a43' } },
          coral: { 300: { value: '#ff9b9b' }, 500: { value: '#e5484d' } },
          sky: { 300: { value: '#8fd0ff' } },
        },
        fonts: {
          body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif' },
        },
        radii: { control: { value: '10px' }, card: { value: '14px' } },
        sizes: { content: { value: '1280px' }, headerHeight: { value: '56px' }, tabBarHeight: { value: '60px' } },
      },
      semanticTokens: {
        colors: {
          bg: { value: '{colors.night.900}' },
          surface: { value: '{colors.night.800}' },
          surfaceRaised: { value: '{colors.night.700}' },
          border: { value: '{colors.night.600}' },
          text: { value: '#f2f5fb' },
          textMuted: { value: '#b4bfd6' },
          accent: { value: '{colors.gold.400}' },
          accentText: { value: '{colors.gold.950}' },
          link: { value: '{colors.sky.300}' },
          success: { value: '{colors.mint.400}' },
          danger: { value: '{colors.coral.300}' },
          focus: { value: '{colors.gold.300}' },
        },
      },
      recipes: {
        button: buttonRecipe,
        field: fieldRecipe,
        card: cardRecipe,
        choiceChip: choiceChipRecipe,
        popoverPanel: popoverPanelRecipe,
        popoverTrigger: popoverTriggerRecipe,
        messageStack: messageStackRecipe,
        figureTile: figureTileRecipe,
        iconButton: iconButtonRecipe,
        entryRow: entryRowRecipe,
        accentNote: accentNoteRecipe,
      },
      keyframes: {
        rotatePhone: { '0%, 20%': { transform: 'rotate(0deg)' }, '60%, 100%': { transform: 'rotate(-90deg)' } },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'bg', color: 'text', fontFamily: 'body', minHeight: '100%' },
    // WCAG 2.4.11 (docs/architecture.md#quality): a control that Tab scrolls to stays clear of the sticky header and,
    // on phones, of the fixed tab bar; and, while it is shown, of the floating support button (44 px high, 12 px above
    // the tab bar on phones, 24 px from the bottom on desktops: src/features/startup/support-chat.tsx).
    html: {
      scrollPaddingTop: 'calc(token(sizes.headerHeight) + 8px)',
      scrollPaddingBottom: { base: 'calc(token(sizes.tabBarHeight) + 8px + env(safe-area-inset-bottom))', lg: '0' },
    },
    'html:has([data-testid=support-chat])': {
      scrollPaddingBottom: { base: 'calc(token(sizes.tabBarHeight) + 64px + env(safe-area-inset-bottom))', lg: '76px' },
    },
    body: { lineHeight: '1.5', WebkitTapHighlightColor: 'transparent' },
    'body[data-scroll-locked]': { overflow: 'hidden' },
    a: { color: 'inherit', textDecoration: 'none' },
    ':focus-visible': { outline: '2px solid token(colors.focus)', outlineOffset: '2px' },
    '.sr-only': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: '0',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0,0,0,0)',
      whiteSpace: 'nowrap',
      borderWidth: '0',
    },
  },
});
