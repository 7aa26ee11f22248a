// The independent oracle of the app's language (docs/architecture.md, "Machines and their oracles"; the
// call in docs/api.md: POST setlocale), written from the product rules, checked at every step of
// tests/model/locale.model.test.ts:
// - at start the chosen language's catalogue loads; without it nothing can be shown (the critical error
//   screen, with a retry);
// - the visit starts once, when the server has said where the visitor is: the language stored on the device
//   wins, else the language of the visitor's country (docs/product.md#constants-locales), else the one shown
//   stays; the country is kept on the device; the visit's language is stored and posted to the server
//   (nothing to fetch again when it is the one shown); a visit that starts before any catalogue is there
//   waits for it;
// - choosing another language (also while the visit's language is being told) loads its catalogue first; once loaded the screen switches to it, the choice is
//   stored on the device, then posted to the server; whether the post succeeds or not, what depends on the
//   language is fetched again;
// - a catalogue that fails to load keeps the current language on screen, with the reason;
// - choosing the language already shown does nothing.
import type { Locale } from '../../../contract/constants';
import type { MachineOracle } from '../oracle';
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

/** The visits the model test starts, and the language each asks for (written from docs/product.md#constants-locales). */
type Visit = { stored: Locale | null; country: string | null };
const COUNTRY_LANGUAGE: Record<string, Locale> = { HT: 'ht', FR: 'fr' };
/** Stored language first, else the country's (US and unknown: none of its own). */
const wanted = (visit: Visit): Locale | undefined =>
  visit.stored ?? (visit.country ? COUNTRY_LANGUAGE[visit.country] : undefined);
const visitOf = (event: Record<string, unknown>): Visit => ({
  stored: event.stored as Locale | null,
  country: event.country as string | null,
});

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
    // The visit's language is on screen; it is stored and the server is told, with nothing to fetch again.
    announcing: {
      sees: ({ context }) => ({
        state: 'announcing',
        locale: context.locale,
        messages: context.messages,
        failed: false,
        switching: false,
        busy: false,
      }),
      runs: ({ context }) => ({ postLocale: { locale: context.locale } }),
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
      when: ({ context }) => !context.pendingVisit,
      to: 'ready',
      context: (_, event) => ({ locale: START, messages: event.output as Messages, error: null }),
    },
    // A visit told while the catalogue was loading is acted on now: another language is switched to...
    {
      from: 'loading',
      event: 'xstate.done.actor.loadCatalogue',
      when: ({ context }) => !!context.pendingVisit && (wanted(context.pendingVisit) ?? START) !== START,
      to: 'switching',
      context: ({ context }, event) => ({
        locale: START,
        requested: wanted(context.pendingVisit as Visit),
        messages: event.output as Messages,
        error: null,
        pendingVisit: null,
        visited: true,
      }),
    },
    // ...the same one is stored and told.
    {
      from: 'loading',
      event: 'xstate.done.actor.loadCatalogue',
      when: ({ context }) => !!context.pendingVisit && (wanted(context.pendingVisit) ?? START) === START,
      to: 'announcing',
      effects: ['storeLocale'],
      context: (_, event) => ({
        locale: START,
        requested: START,
        messages: event.output as Messages,
        error: null,
        pendingVisit: null,
        visited: true,
      }),
    },
    {
      from: 'loading',
      event: 'xstate.error.actor.loadCatalogue',
      to: 'failed',
      context: (_, event) => ({ locale: START, messages: null, error: event.error as Error }),
    },
    { from: 'failed', event: 'catalogue.retry', to: 'loading', context: { locale: START, requested: START } },
    // No catalogue yet: the visit waits for one; its country is kept on the device at once.
    {
      from: ['loading', 'failed'],
      event: 'visit.start',
      when: ({ context }) => !context.visited,
      to: '=',
      effects: (_, event) => [['storeCountry', event.country]],
      context: (_, event) => ({
        locale: START,
        visited: true,
        country: event.country as string | null,
        pendingVisit: visitOf(event),
      }),
    },
    // A pick while the visit's language, or the last pick's, is being told (the picker is not busy then) is switched to
    // as in ready.
    {
      from: ['ready', 'announcing', 'posting'],
      event: 'locale.change',
      when: ({ context }, event) => event.locale !== context.locale,
      to: 'switching',
      context: ({ context }, event) => ({
        locale: context.locale,
        messages: context.messages,
        requested: event.locale as Locale,
      }),
    },
    // The visit asks for another language than the one shown: it is switched to (and then posted).
    {
      from: 'ready',
      event: 'visit.start',
      when: ({ context }, event) => {
        const language = wanted(visitOf(event));
        return !context.visited && language !== undefined && language !== context.locale;
      },
      to: 'switching',
      effects: (_, event) => [['storeCountry', event.country]],
      context: ({ context }, event) => ({
        locale: context.locale,
        messages: context.messages,
        requested: wanted(visitOf(event)),
        visited: true,
        country: event.country as string | null,
        pendingVisit: null,
      }),
    },
    // The visit keeps the language shown: it is stored and told to the server.
    {
      from: 'ready',
      event: 'visit.start',
      when: ({ context }, event) => {
        const language = wanted(visitOf(event));
        return !context.visited && (language === undefined || language === context.locale);
      },
      to: 'announcing',
      effects: (_, event) => [['storeCountry', event.country], 'storeLocale'],
      context: ({ context }, event) => ({
        locale: context.locale,
        requested: context.requested,
        messages: context.messages,
        visited: true,
        country: event.country as string | null,
        pendingVisit: null,
      }),
    },
    // Told or not, nothing else to do: the server learns the language again on the next visit or change.
    { from: 'announcing', event: 'xstate.done.actor.postLocale', to: 'ready' },
    { from: 'announcing', event: 'xstate.error.actor.postLocale', to: 'ready' },
    // The player is choosing while the visit is told: the country is kept, the visit waits for the choice's outcome.
    {
      from: ['switching', 'posting'],
      event: 'visit.start',
      when: ({ context }) => !context.visited,
      to: '=',
      effects: (_, event) => [['storeCountry', event.country]],
      context: ({ context }, event) => ({
        locale: context.locale,
        requested: context.requested,
        visited: true,
        country: event.country as string | null,
        pendingVisit: visitOf(event),
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
      when: ({ context }) => !context.pendingVisit,
      to: 'ready',
      context: ({ context }, event) => ({
        locale: context.locale,
        messages: context.messages,
        error: event.error as Error,
      }),
    },
    // The player's choice failed to load: the visit told meanwhile is acted on now, as in ready.
    {
      from: 'switching',
      event: 'xstate.error.actor.loadCatalogue',
      when: ({ context }) =>
        !!context.pendingVisit && (wanted(context.pendingVisit) ?? context.locale) !== context.locale,
      to: 'switching',
      context: ({ context }, event) => ({
        locale: context.locale,
        requested: wanted(context.pendingVisit as Visit),
        error: event.error as Error,
        pendingVisit: null,
      }),
    },
    {
      from: 'switching',
      event: 'xstate.error.actor.loadCatalogue',
      when: ({ context }) =>
        !!context.pendingVisit && (wanted(context.pendingVisit) ?? context.locale) === context.locale,
      to: 'announcing',
      effects: ['storeLocale'],
      context: ({ context }, event) => ({ locale: context.locale, error: event.error as Error, pendingVisit: null }),
    },
    // Posted or not, the language changed on screen: what depends on it is fetched again. The player's choice
    // stands over a visit told meanwhile.
    {
      from: 'posting',
      event: 'xstate.done.actor.postLocale',
      to: 'ready',
      effects: ['localeChanged'],
      context: { pendingVisit: null },
    },
    {
      from: 'posting',
      event: 'xstate.error.actor.postLocale',
      to: 'ready',
      effects: ['localeChanged'],
      context: ({ context }) => ({ locale: context.locale, error: null, pendingVisit: null }),
    },
  ],
};
