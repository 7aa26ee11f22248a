// /menu/sport-terms (docs/product.md#routes-sport-terms Sport terms): every section opens its document in a new tab, in
// the current language when a document exists in it (en, ru, fr, ht), otherwise in English.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { accentNote } from 'styled-system/recipes';
import { useLocaleActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import { ExternalGlyph } from './entry-glyphs';
import { entryList, entryRow } from '../../ui/entry-list';
import {
  generalSections,
  otherSections,
  rulesDocumentUrl,
  rulesLanguage,
  type SportTermsSection,
  sportSections,
} from './sport-terms';

export function SportTermsPage() {
  const localeActor = useLocaleActor();
  const t = useT();
  // The app's language (ht), not react-intl's formatting locale (fr-HT for Kreyòl, src/app/app.tsx).
  const locale = useSelector(localeActor, (s) => s.context.locale);
  const fallback = rulesLanguage(locale) !== locale.slice(0, 2);
  const groups: Array<[string, string, SportTermsSection[]]> = [
    ['sport-terms-general', t('sportTerms.groupGeneral'), generalSections],
    ['sport-terms-sports', t('sportTerms.groupSports'), sportSections],
    ['sport-terms-other', t('sportTerms.groupOther'), otherSections],
  ];
  return (
    <Page title={t('page.sportTerms')}>
      <div
        data-testid="sport-terms"
        data-language={rulesLanguage(locale)}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '3xl' })}
      >
        {/* /menu is a mobile screen (desktop goes to /), so the way back is offered on mobile only. */}
        <Link
          href="/menu"
          className={css({ color: 'link', fontSize: 'sm', alignSelf: 'flex-start', display: { lg: 'none' } })}
        >
          {t('sportTerms.back')}
        </Link>
        <p className={css({ color: 'textMuted', fontSize: 'sm' })}>{t('sportTerms.intro')}</p>
        {fallback && (
          <p data-testid="sport-terms-fallback" className={cx(accentNote(), css({ fontSize: 'sm' }))}>
            {t('sportTerms.englishOnly')}
          </p>
        )}
        {groups.map(([id, title, sections]) => (
          <section
            key={id}
            aria-labelledby={id}
            className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
          >
            <h2 id={id} className={css({ fontSize: 'md', fontWeight: 'bold' })}>
              {title}
            </h2>
            <ul className={entryList}>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={rulesDocumentUrl(locale, section.id)} target="_blank" rel="noopener" className={entryRow}>
                    <span
                      className={css({
                        fontVariantNumeric: 'tabular-nums',
                        color: 'textMuted',
                        minW: '10',
                        fontSize: 'sm',
                      })}
                    >
                      {section.id}
                    </span>{' '}
                    <span>{t(section.label)}</span>
                    <span className="sr-only"> {t('common.opensNewTab')}</span>
                    <ExternalGlyph />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Page>
  );
}
