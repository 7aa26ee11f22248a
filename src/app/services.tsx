// The app-level services of one render tree (docs/architecture.md "Server rendering"): the query cache,
// the session, locale and Telegram actors. The browser makes one set for the tab (src/main.tsx); the server
// makes a new set for every request (src/entry-server.tsx), so nothing a player does or sees is ever shared.
// Views reach them through the hooks below, never through a module-level instance.
import type { QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { DataSaver } from './data-saver';
import type { LocaleMachine } from '../machines/locale/locale.machine';
import type { SessionMachine } from '../machines/session/session.machine';
import type { TelegramMachine } from '../machines/telegram/telegram.machine';

export type SessionActor = ActorRefFrom<SessionMachine>;
export type LocaleActor = ActorRefFrom<LocaleMachine>;
export type TelegramActor = ActorRefFrom<TelegramMachine>;

export interface AppServices {
  queryClient: QueryClient;
  session: SessionActor;
  locale: LocaleActor;
  /** The Telegram sign-in flow, made on first use (only /login and /loginTG need it). */
  telegram(): TelegramActor;
  /** The site's origin (https://…): the tab's, or on the server the request's. */
  origin: string;
  /** True while rendering on the server: actors are never started there. */
  server: boolean;
  /** Low-data mode as the server rendered the page (src/app/data-saver.ts); the browser hydrates from it. */
  dataSaver: DataSaver;
  /**
   * Browser only: the visitor's country once the server has said it (the first session reply, else the page's
   * data, else the one kept on the device; null: unknown), which starts the visit (docs/product.md#flows-locale).
   */
  visitCountry: Promise<string | null> | undefined;
  /** Server only: what the render found out about the page (a not-found page answers 404). */
  page?: { notFound: boolean };
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside <ServicesProvider>');
  return services;
}

export const useSessionActor = (): SessionActor => useServices().session;
export const useLocaleActor = (): LocaleActor => useServices().locale;
