// Links the server hands the app inside content (banners, promo actions, the site config's links): an in-app path
// navigates in place, an http(s) address opens normally, anything else is no link at all (the shared guard of
// docs/architecture.md#security: no javascript:, no //host or /\host disguised as a path).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { safeHttpUrl } from '../../contract/safe-url';

export type SiteLink = { kind: 'internal'; href: string } | { kind: 'external'; href: string } | { kind: 'none' };

export function siteLinkOf(link: string | null | undefined): SiteLink {
  const url = safeHttpUrl(link);
  if (!url || !link) return { kind: 'none' };
  return link.startsWith('/') ? { kind: 'internal', href: link } : { kind: 'external', href: url.href };
}

/** The content inside the link `link` makes, or inside a plain box when it makes none. */
export function SiteLinkBox({
  link,
  className,
  children,
  testId,
}: {
  link: SiteLink;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  if (link.kind === 'internal')
    return (
      <Link href={link.href} className={className} data-testid={testId}>
        {children}
      </Link>
    );
  if (link.kind === 'external')
    return (
      <a href={link.href} className={className} data-testid={testId}>
        {children}
      </a>
    );
  return (
    <div className={className} data-testid={testId}>
      {children}
    </div>
  );
}
