// docs/product.md#routes-footer: the towns with a club (site info `clubs`, docs/product.md#entities-content), with the
// way to the clubs (`links.clubs`, else /clubs). The footer is the place of the site info's texts (address, support)
// on every page; /clubs-list has the clubs themselves, with addresses and limits, from the clubs call.
import { css } from 'styled-system/css';
import { useT } from '../../i18n/use-t';
import { SiteLinkBox, siteLinkOf } from '../../ui/site-link';

const CLUBS_PATH = '/clubs';

export function FooterClubs({
  towns,
  link,
  headingClassName,
}: {
  towns: readonly string[];
  link: string | null | undefined;
  headingClassName: string;
}) {
  const t = useT();
  // A town named twice (two clubs there) is listed once.
  const names = [...new Set(towns.map((town) => town.trim()).filter(Boolean))];
  if (names.length === 0) return null;
  const target = siteLinkOf(link);
  return (
    <section aria-labelledby="footer-clubs" data-testid="footer-clubs">
      <h2 id="footer-clubs" className={headingClassName}>
        {t('footer.clubs')}
      </h2>
      <ul
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '1.5',
          listStyle: 'none',
          color: 'textMuted',
          fontSize: 'sm',
        })}
      >
        {names.map((town) => (
          <li
            key={town}
            className={css({ px: '2', py: '0.5', borderRadius: 'full', borderWidth: '1px', borderColor: 'border' })}
          >
            {town}
          </li>
        ))}
      </ul>
      <SiteLinkBox
        link={target.kind === 'none' ? { kind: 'internal', href: CLUBS_PATH } : target}
        className={css({
          display: 'inline-block',
          mt: '2',
          color: 'link',
          fontSize: 'sm',
          fontWeight: 'semibold',
          textDecoration: 'underline',
        })}
      >
        {t('footer.findClub')}
      </SiteLinkBox>
    </section>
  );
}
