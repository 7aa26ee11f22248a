// A page's address in one language (docs/architecture.md#language-urls), shared by the server's sitemap, the page's
// head as the server renders it and as the browser updates it.
import type { Locale } from './constants';

/**
 * A page's address in one language (docs/architecture.md#language-urls): `?lang=xx` renders it in that language, the
 * canonical URL of each language version; the hreflang alternates list all of them plus x-default (no parameter).
 */
export const languageUrl = (path: string, origin: string, lang?: Locale): string =>
  new URL(lang ? `${path}?lang=${lang}` : path, origin).href;
