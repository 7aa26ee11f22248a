// The site config's social links as round icon links, one list shared by the footer and the menu
// (docs/product.md#routes-footer, docs/product.md#routes-menu). Only http(s) addresses are links
// (docs/architecture.md#security); it loads with the footer and the menu, not with the first screen
// (docs/architecture.md#performance).
import { css, cx } from 'styled-system/css';
import type { SocialLink } from '../../contract/schemas/common';
import { useT } from '../i18n/use-t';
import { SocialIcon } from './social-icon';
import { socialLinksOf } from './social-links';

const list = css({ display: 'flex', listStyle: 'none' });
const linkBox = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  bg: 'surfaceRaised',
  _hover: { bg: 'night.600' },
});
// The menu is a phone screen: its links are a larger touch target than the footer's.
const linkSize = { md: css({ w: '10', h: '10' }), lg: css({ w: '11', h: '11' }) } as const;

/** The social links (with `links.youtube`) as a labelled list; nothing when there are none. */
export function SocialLinkList({
  social,
  youtube,
  label,
  className,
  size = 'md',
}: {
  social: readonly SocialLink[] | undefined;
  youtube: string | null | undefined;
  label: string;
  /** Spacing and placement of the row (it is always a row of links). */
  className: string;
  size?: keyof typeof linkSize;
}) {
  const t = useT();
  const links = socialLinksOf(social, youtube);
  if (links.length === 0) return null;
  return (
    <ul aria-label={label} className={cx(list, className)}>
      {links.map((link) => (
        <li key={link.name}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.name} ${t('common.opensNewTab')}`}
            className={cx(linkBox, linkSize[size])}
          >
            <SocialIcon name={link.icon} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
