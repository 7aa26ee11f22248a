// Purpose: keeps the interface language: chosen at startup, changed by the player, remembered and sent to the server
// (docs/product.md#flows-locale).
// docs/product.md#flows-locale Locale: the page starts in the language it was rendered in (input). When the visit
// starts (visit.start: the device's stored language and the visitor's country, once the server has said where the
// visitor is), the stored language wins, else the country's own language, else the language shown stays; the country
// is kept on the device, and the language is stored and told to the server (setlocale) on every visit. A change loads
// the catalogue, stores the choice locally, posts it (setlocale), then refreshes what depends on it.
import { assign, setup } from 'xstate';
import { errorOf, notProvided } from '../shared';
import type { ApiError } from '../../api/errors';
import { COUNTRY_LOCALES, type Locale } from '../../../contract/constants';

import type { MessageFormatElement } from 'react-intl';

// ICU ASTs (precompiled at build time) or plain strings (tests).
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** What the start of a visit brings: the language stored on the device and the visitor's country. */
export interface VisitStart {
  /** The language chosen on this device before (its `lang` cookie, else its storage); null: none. */
  stored: Locale | null;
  /** The visitor's ISO 3166-1 alpha-2 country as the server says it; null: unknown. */
  country: string | null;
}

export interface LocaleContext {
  locale: Locale;
  requested: Locale;
  messages: Messages | null;
  error: ApiError | Error | null;
  /** The visitor's country once the visit has started (null: unknown; unset before). */
  country?: string | null;
  /** The visit has started (it starts once per tab; unset before). */
  visited?: boolean;
  /** A visit told and not acted on yet: ready acts on it once a catalogue is there. */
  pendingVisit?: VisitStart | null;
}

export type LocaleEvent =
  | { type: 'locale.change'; locale: Locale }
  | { type: 'catalogue.retry' }
  | ({ type: 'visit.start' } & VisitStart);

/** The language a visit asks for: the stored one, else the country's own (docs/product.md#constants-locales). */
const visitLocale = ({ stored, country }: VisitStart): Locale | undefined =>
  stored ?? COUNTRY_LOCALES.get(country ?? '');

/**
 * A pick of another language than the one shown, wherever the picker is free (ready, announcing, posting): it is
 * switched to, and posted once loaded.
 */
const pick = {
  guard: { type: 'isOtherLocale', params: ({ event }: { event: { locale: Locale } }) => event.locale },
  target: 'switching',
  actions: { type: 'request', params: ({ event }: { event: { locale: Locale } }) => event.locale },
} as const;

export const localeMachine = setup({
  // A type-only declaration (xstate reads nothing from it at run time).
  types: {} as {
    context: LocaleContext;
    events: LocaleEvent;
    input: { locale: Locale };
  },
  actors: {
    loadCatalogue: notProvided<Messages, { locale: Locale }>('loadCatalogue'),
    postLocale: notProvided<void, { locale: Locale }>('postLocale'),
  },
  guards: {
    isOtherLocale: ({ context }, locale: Locale) => locale !== context.locale,
    isFirstVisit: ({ context }) => !context.visited,
    /** The visit asks for another language than the one shown. */
    visitSwitches: ({ context }, visit: VisitStart | null | undefined) => {
      const wanted = visit && visitLocale(visit);
      return !!wanted && wanted !== context.locale;
    },
    hasVisit: ({ context }) => !!context.pendingVisit,
  },
  actions: {
    storeLocale: () => {},
    storeCountry: (_, _country: string | null) => {},
    localeChanged: () => {},
    // A request settles any visit still waiting (none is, once ready: ready acts on it at once).
    request: assign((_, locale: Locale) => ({ requested: locale, pendingVisit: null })),
    keepVisit: assign((_, { stored, country }: VisitStart) => ({
      visited: true,
      country,
      pendingVisit: { stored, country },
    })),
    forgetVisit: assign({ pendingVisit: null }),
    useCatalogue: assign(({ context }, messages: Messages) => ({
      locale: context.requested,
      messages,
      error: null,
    })),
    storeError: assign((_, error: unknown) => ({ error: error as Error })),
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ locale: input.locale, requested: input.locale, messages: null, error: null }),
  initial: 'loading',
  // A visit starts once and its country is kept on the device at once; ready acts on it (without a catalogue yet, it
  // waits for one). A language the player switched to meanwhile stands (posting forgets the visit).
  on: {
    'visit.start': {
      guard: 'isFirstVisit',
      actions: [
        { type: 'keepVisit', params: ({ event }) => event },
        { type: 'storeCountry', params: ({ event }) => event.country },
      ],
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        input: ({ context }) => ({ locale: context.requested }),
        // Ready acts on a visit that started meanwhile.
        onDone: { target: 'ready', actions: { type: 'useCatalogue', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    // Without any catalogue nothing can be shown: the app renders its critical error screen.
    failed: {
      on: { 'catalogue.retry': { target: 'loading' } },
    },
    ready: {
      on: { 'locale.change': pick },
      // The visit (told now, or while the catalogue was loading) switches to its language, or keeps the one shown.
      always: [
        {
          guard: { type: 'visitSwitches', params: ({ context }) => context.pendingVisit },
          target: 'switching',
          actions: {
            type: 'request',
            params: ({ context }) => visitLocale(context.pendingVisit as VisitStart) as Locale,
          },
        },
        { guard: 'hasVisit', target: 'announcing', actions: ['forgetVisit', 'storeLocale'] },
      ],
    },
    // The language shown is the visit's: stored on the device and told to the server, nothing to fetch again. The
    // picker is not busy meanwhile, so a pick is switched to as in ready (its own post tells the server).
    announcing: {
      on: { 'locale.change': pick },
      invoke: {
        id: 'postLocale',
        src: 'postLocale',
        input: ({ context }) => ({ locale: context.locale }),
        // A failed post only means the server keeps the language it had; the next visit tells it again.
        onDone: { target: 'ready' },
        onError: { target: 'ready' },
      },
    },
    switching: {
      tags: ['busy'],
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        input: ({ context }) => ({ locale: context.requested }),
        onDone: {
          target: 'posting',
          actions: [{ type: 'useCatalogue', params: ({ event }) => event.output }, 'storeLocale'],
        },
        // The previous language stays usable; the picker shows the error.
        onError: { target: 'ready', actions: { type: 'storeError', params: errorOf } },
      },
    },
    // The new language is on screen and the picker free again: a pick while the server is told switches to it (the
    // post under way is dropped: the new pick's own post tells the server).
    posting: {
      on: { 'locale.change': pick },
      invoke: {
        id: 'postLocale',
        src: 'postLocale',
        input: ({ context }) => ({ locale: context.locale }),
        // The language already changed on screen; a failed post only means the server keeps the old one. The
        // player's choice stands over a visit told meanwhile.
        onDone: { target: 'ready', actions: ['forgetVisit', 'localeChanged'] },
        onError: { target: 'ready', actions: ['forgetVisit', 'localeChanged'] },
      },
    },
  },
});

export type LocaleMachine = typeof localeMachine;
