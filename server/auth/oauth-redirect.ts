// Where an OAuth provider may send the browser back (docs/product.md#flows-google-oauth Google flow). Only an absolute
// http(s) URL on the host the request itself came to (Host header) is accepted, so the link call and the dev
// consent page cannot be turned into an open redirect that hands a player's code to another site.
// X-Forwarded-Host is not trusted: anyone can send it. A proxy in front must keep Host (Vite's dev
// proxy does). The check compares host and port exactly, so another port is another site.

/** The parsed redirect URI when it is allowed for a request to `host`, else null. */
export function sameHostRedirect(raw: string | undefined, host: string | undefined): URL | null {
  if (!raw || !host) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Credentials in the URL would let it look like this host to a reader while meaning something else.
  if (url.username !== '' || url.password !== '') return null;
  return url.host === host.trim().toLowerCase() ? url : null;
}
