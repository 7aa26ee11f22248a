// docs/product.md#routes-footer Footer: links (bonuses and clubs where the site config's links say), terms (external),
// social links (with links.youtube), 18+ mark, licence seal, server-provided address and support blocks (sanitised
// HTML), the towns with a club, version label. The <footer> landmark itself is footer-frame.tsx.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { css, cx } from 'styled-system/css';
import { safeHttpHref } from '../../../contract/safe-url';
import { siteConfigQuery } from '../../api/site';
import { useLocaleActor, useSessionActor } from '../../app/services';
import { ensureRouteCatalogue, useRouteCatalogue } from '../../app/catalogues';
import { APP_VERSION, BREAKPOINTS } from '../../config/constants';
import { useServices } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { selectLocale } from '../../machines/locale/locale.selectors';
import { selectNoPromotions } from '../../machines/session/session.selectors';
import { SocialLinkList } from '../../ui/social-link-list';
import { DataSaverSwitch } from '../../ui/data-saver-switch';
import { entryList, entryRow } from '../../ui/entry-list';
import { useMediaQuery } from '../../ui/media';
import { SafeHtml } from '../../ui/safe-html';
import { FooterClubs } from './footer-clubs';
import { footerItems } from './footer-items';
import { type NavItem, shownTo } from './nav-items';
import { NavLink } from './nav-link';

const heading = css({
  fontSize: 'sm',
  fontWeight: 'bold',
  color: 'text',
  mb: '2',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
const linkStyle = css({ color: 'textMuted', _hover: { color: 'text' }, _current: { color: 'accent' } });
const htmlBlock = css({
  color: 'textMuted',
  fontSize: 'sm',
  '& a': { color: 'link', textDecoration: 'underline' },
  '& p + p': { mt: '1' },
});

/** docs/product.md#routes-footer: its label is in the route part of the catalogue (loaded for the desktop footer). */
const responsibleGambling: NavItem = {
  label: 'menu.responsibleGambling',
  href: '/responsible-gambling',
  match: (path) => path === '/responsible-gambling',
};

/** What the footer shows; src/features/layout/footer-frame.tsx loads it when the player scrolls near the footer. */
export function SiteFooterContent() {
  const { origin } = useServices();
  const localeActor = useLocaleActor();
  const t = useT();
  const config = useQuery(siteConfigQuery());
  const site = config.data;
  // Server addresses are links only when http(s) (docs/architecture.md#security).
  const rulesHref = safeHttpHref(site?.links.rules);
  const licenseHref = safeHttpHref(site?.links.license);
  // The low-data switch: phones have it in /menu; on a desktop it is here, with its texts from the route part of
  // the catalogue (menu.*), loaded for it.
  const desktop = useMediaQuery(`(min-width: ${BREAKPOINTS.lg}px)`);
  const locale = useSelector(localeActor, selectLocale);
  const noPromotions = useSelector(useSessionActor(), selectNoPromotions);
  const routeTexts = useRouteCatalogue(locale);
  useEffect(() => {
    if (desktop) ensureRouteCatalogue(locale).catch(() => undefined);
  }, [desktop, locale]);
  return (
    <>
      <div
        className={css({
          maxW: 'content',
          mx: 'auto',
          px: { base: '4', md: '6' },
          display: 'grid',
          gap: '8',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr 1fr' },
        })}
      >
        <nav aria-label={t('footer.label')} className={css({ display: { base: 'none', lg: 'block' } })}>
          <ul
            className={css({
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              gap: '2',
              listStyle: 'none',
            })}
          >
            {shownTo(footerItems(origin, site?.links), noPromotions).map((item) => (
              <li key={`${item.label}-${item.href}`}>
                {item.external ? (
                  <a href={item.href} className={linkStyle}>
                    {t(item.label)}
                  </a>
                ) : (
                  <NavLink item={item} className={linkStyle}>
                    {t(item.label)}
                  </NavLink>
                )}
              </li>
            ))}
            {/* docs/product.md#routes-responsible-gambling: its text is in the route part, loaded for the desktop footer. */}
            {routeTexts && (
              <li>
                <NavLink item={responsibleGambling} className={linkStyle}>
                  {t(responsibleGambling.label)}
                </NavLink>
              </li>
            )}
            {rulesHref && (
              <li>
                <a href={rulesHref} target="_blank" rel="noopener noreferrer" className={linkStyle}>
                  {t('nav.terms')} <span className="sr-only">{t('common.opensNewTab')}</span>
                </a>
              </li>
            )}
          </ul>
        </nav>
        {site && (
          <>
            <section aria-labelledby="footer-address">
              <h2 id="footer-address" className={heading}>
                {t('footer.address')}
              </h2>
              <SafeHtml html={site.about.address} className={htmlBlock} />
            </section>
            <section aria-labelledby="footer-support">
              <h2 id="footer-support" className={heading}>
                {t('footer.support')}
              </h2>
              <SafeHtml html={site.about.support} className={htmlBlock} />
            </section>
            <FooterClubs towns={site.clubs} link={site.links.clubs} headingClassName={heading} />
          </>
        )}
      </div>
      <div
        className={css({
          maxW: 'content',
          mx: 'auto',
          px: { base: '4', md: '6' },
          mt: '8',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '4',
          justifyContent: 'space-between',
        })}
      >
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <span
            title={t('footer.ageText')}
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              w: '10',
              h: '10',
              borderRadius: 'full',
              borderWidth: '2px',
              borderColor: 'coral.300',
              color: 'coral.300',
              fontWeight: 'bold',
              fontSize: 'sm',
            })}
          >
            {t('footer.age')}
          </span>
          <span className={css({ color: 'textMuted', fontSize: 'sm', maxW: '64' })}>{t('footer.ageText')}</span>
          {licenseHref && (
            <a
              href={licenseHref}
              target="_blank"
              rel="noopener noreferrer"
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                gap: '1',
                px: '2',
                py: '1',
                borderWidth: '1px',
                borderColor: 'border',
                borderRadius: 'control',
                fontSize: 'xs',
                color: 'textMuted',
                _hover: { color: 'text' },
              })}
            >
              {t('footer.license')} <span className="sr-only">{t('common.opensNewTab')}</span>
            </a>
          )}
        </div>
        <SocialLinkList
          social={site?.social}
          youtube={site?.links.youtube}
          label={t('footer.social')}
          className={css({ gap: '2' })}
        />
        {/* Phones have it in the menu (docs/product.md#routes-menu /menu is a phone screen); desktops have it here. */}
        {desktop && routeTexts && (
          <DataSaverSwitch
            testId="footer-data-saver"
            className={cx(entryList, css({ width: '100%', maxW: '28rem' }))}
            rowClassName={entryRow}
          />
        )}
        <p
          className={css({ color: 'textMuted', fontSize: 'xs', width: { base: '100%', md: 'auto' } })}
          data-testid="version-label"
        >
          {t('footer.rights', { year: new Date().getFullYear() })} · {t('footer.version', { version: APP_VERSION })}
        </p>
      </div>
    </>
  );
}
