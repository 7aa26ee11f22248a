// The independent oracle of the app's language (docs/architecture.md, "Machines and their oracles"; the
// call in docs/api.md: POST setlocale), written from the product rules, checked at every step of
// tests/model/locale.model.test.ts:
// - at start the chosen language's catalogue loads; without it nothing can be shown (the critical error
//   screen, with a retry);
// - choosing another language loads its catalogue first; once loaded the screen switches to it, the choice is
//   stored on the device, then posted to the server; whether the post succeeds or not, what depends on the
//   language is fetched again;
// - a catalogue that fails to load keeps the current language on screen, with the reason;
// - choosing the language already shown does nothing.
import type { Locale } from '../../../contract/constants';
import type { EquivalentMutant, MachineOracle } from '../oracle';
import type { LocaleContext, Messages } from './locale.machine';

/** What the app shows, read through locale.selectors.ts by the model test. */
export interface LocaleView {
  state: string;
  /** The language the screens are in. */
  locale: Locale;
  /** The catalogue the screens read (null: none loaded yet). */
  messages: Messages | null;
  /** The critical error screen. */
  failed: boolean;
  /** The language picker is busy switching. */
  switching: boolean;
  /** The machine says it is loading something (its busy tag). */
  busy: boolean;
}

/** The test starts the app in English (the language found at start, passed as input). */
const START: Locale = 'en';

export const localeOracle: MachineOracle<LocaleView, LocaleContext> = {
  states: {
    loading: {
      sees: { state: 'loading', locale: START, messages: null, failed: false, switching: false, busy: true },
      runs: { loadCatalogue: { locale: START } },
    },
    failed: {
      sees: { state: 'failed', locale: START, messages: null, failed: true, switching: false, busy: false },
    },
    ready: {
      sees: ({ context }) => ({
        state: 'ready',
        locale: context.locale,
        messages: context.messages,
        failed: false,
        switching: false,
        busy: false,
      }),
    },
    // The current language stays on screen while the next one's catalogue loads.
    switching: {
      sees: ({ context }) => ({
        state: 'switching',
        locale: context.locale,
        messages: context.messages,
        failed: false,
        switching: true,
        busy: true,
      }),
      runs: ({ context }) => ({ loadCatalogue: { locale: context.requested } }),
    },
    // Already shown in the new language; the server is told.
    posting: {
      sees: ({ context }) => ({
        state: 'posting',
        locale: context.locale,
        messages: context.messages,
        failed: false,
        switching: false,
        busy: false,
      }),
      runs: ({ context }) => ({ postLocale: { locale: context.locale } }),
    },
  },
  steps: [
    {
      from: 'loading',
      event: 'xstate.done.actor.loadCatalogue',
      to: 'ready',
      context: (_, event) => ({ locale: START, messages: event.output as Messages, error: null }),
    },
    {
      from: 'loading',
      event: 'xstate.error.actor.loadCatalogue',
      to: 'failed',
      context: (_, event) => ({ locale: START, messages: null, error: event.error as Error }),
    },
    { from: 'failed', event: 'catalogue.retry', to: 'loading', context: { locale: START, requested: START } },
    {
      from: 'ready',
      event: 'locale.change',
      when: ({ context }, event) => event.locale !== context.locale,
      to: 'switching',
      context: ({ context }, event) => ({
        locale: context.locale,
        messages: context.messages,
        requested: event.locale as Locale,
      }),
    },
    {
      from: 'switching',
      event: 'xstate.done.actor.loadCatalogue',
      to: 'posting',
      effects: ['storeLocale'],
      context: ({ context }, event) => ({
        locale: context.requested,
        requested: context.requested,
        messages: event.output as Messages,
        error: null,
      }),
    },
    {
      from: 'switching',
      event: 'xstate.error.actor.loadCatalogue',
      to: 'ready',
      context: ({ context }, event) => ({
        locale: context.locale,
        messages: context.messages,
        error: event.error as Error,
      }),
    },
    // Posted or not, the language changed on screen: what depends on it is fetched again.
    { from: 'posting', event: 'xstate.done.actor.postLocale', to: 'ready', effects: ['localeChanged'] },
    {
      from: 'posting',
      event: 'xstate.error.actor.postLocale',
      to: 'ready',
      effects: ['localeChanged'],
      context: ({ context }) => ({ locale: context.locale, error: null }),
    },
  ],
};

export const equivalentMutants: EquivalentMutant[] = [
  {
    file: 'locale/locale.machine.ts',
    line: 33,
    mutator: 'StringLiteral',
    reason:
      "the name in the postLocale placeholder's error: a failed post is never stored or shown (the language changed anyway)",
  },
];
