// Purpose: keeps the interface language: chosen at startup, changed by the player, remembered and sent to the server
// (docs/product.md#flows-locale).
// docs/product.md#flows-locale Locale: at startup from stored lang, else visitor country, else English (input). A
// change loads the catalogue, stores the choice locally, posts it (setlocale), then refreshes what depends on it.
import { assign, setup } from 'xstate';
import { errorOf, notProvided } from '../shared';
import type { ApiError } from '../../api/errors';
import type { Locale } from '../../../contract/constants';

import type { MessageFormatElement } from 'react-intl';

// ICU ASTs (precompiled at build time) or plain strings (tests).
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

export interface LocaleContext {
  locale: Locale;
  requested: Locale;
  messages: Messages | null;
  error: ApiError | Error | null;
}

export type LocaleEvent = { type: 'locale.change'; locale: Locale } | { type: 'catalogue.retry' };

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
  },
  actions: {
    storeLocale: () => {},
    localeChanged: () => {},
    request: assign((_, locale: Locale) => ({ requested: locale })),
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
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        input: ({ context }) => ({ locale: context.requested }),
        onDone: { target: 'ready', actions: { type: 'useCatalogue', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    // Without any catalogue nothing can be shown: the app renders its critical error screen.
    failed: {
      on: { 'catalogue.retry': { target: 'loading' } },
    },
    ready: {
      on: {
        'locale.change': {
          guard: { type: 'isOtherLocale', params: ({ event }) => event.locale },
          target: 'switching',
          actions: { type: 'request', params: ({ event }) => event.locale },
        },
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
    posting: {
      invoke: {
        id: 'postLocale',
        src: 'postLocale',
        input: ({ context }) => ({ locale: context.locale }),
        // The language already changed on screen; a failed post only means the server keeps the old one.
        onDone: { target: 'ready', actions: 'localeChanged' },
        onError: { target: 'ready', actions: 'localeChanged' },
      },
    },
  },
});

export type LocaleMachine = typeof localeMachine;
