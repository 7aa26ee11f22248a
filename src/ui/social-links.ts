// The site config's social links as the footer and the menu show them (docs/product.md#routes-footer,
// docs/product.md#routes-menu): only http(s) addresses are links (docs/architecture.md#security).
import { safeHttpHref, withSafeHrefs } from '../../contract/safe-url';
import type { SocialLink } from '../../contract/schemas/common';

/**
 * The site config's social links (http(s) only) with its `links.youtube` added as a YouTube link when the list does
 * not already lead there (docs/product.md#routes-footer and docs/product.md#routes-menu social links).
 */
export function socialLinksOf(
  social: readonly SocialLink[] | undefined,
  youtube: string | null | undefined,
): Array<SocialLink & { href: string }> {
  const links = withSafeHrefs(social);
  const href = safeHttpHref(youtube);
  if (!href || links.some((link) => link.href === href)) return links;
  return [...links, { name: 'YouTube', icon: 'youtube', url: youtube ?? href, href }];
}
