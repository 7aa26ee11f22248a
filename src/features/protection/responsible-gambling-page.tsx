// /responsible-gambling (docs/product.md#routes-responsible-gambling): public and rendered by the server. The tools a
// player has to stay in control, each with a link to where it is set (limits and breaks in /personal), the 18+ rule,
// questions to check oneself, and help organisations that take players from anywhere (their own sites, no phone
// numbers of ours). Static texts only: nothing here reads the session, a clock or the window while rendering.
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { type MessageId, useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import { protectionCard, protectionTile } from './protection-styles';

const TOOLS: Array<{ title: MessageId; text: MessageId; link?: MessageId }> = [
  { title: 'protection.page.limitsTitle', text: 'protection.page.limitsText', link: 'protection.page.limitsLink' },
  { title: 'protection.page.realityTitle', text: 'protection.page.realityText', link: 'protection.page.realityLink' },
  { title: 'protection.page.coolOffTitle', text: 'protection.page.coolOffText', link: 'protection.page.coolOffLink' },
  {
    title: 'protection.page.exclusionTitle',
    text: 'protection.page.exclusionText',
    link: 'protection.page.exclusionLink',
  },
  { title: 'protection.page.clockTitle', text: 'protection.page.clockText' },
];

const QUESTIONS: MessageId[] = [
  'protection.page.q1',
  'protection.page.q2',
  'protection.page.q3',
  'protection.page.q4',
  'protection.page.q5',
  'protection.page.q6',
  'protection.page.q7',
  'protection.page.q8',
  'protection.page.q9',
];

/** Organisations that help players wherever they live (names and sites as they publish them). */
const HELP: Array<{ name: string; href: string; text: MessageId }> = [
  { name: 'Gambling Therapy', href: 'https://www.gamblingtherapy.org', text: 'protection.page.gamblingTherapy' },
  { name: 'Gamblers Anonymous', href: 'https://www.gamblersanonymous.org', text: 'protection.page.gamblersAnonymous' },
  { name: 'Gam-Anon', href: 'https://www.gam-anon.org', text: 'protection.page.gamAnon' },
  { name: 'GamCare', href: 'https://www.gamcare.org.uk', text: 'protection.page.gamCare' },
  { name: 'BetBlocker', href: 'https://betblocker.org', text: 'protection.page.betBlocker' },
];

const heading = css({ fontSize: 'xl', fontWeight: 'bold' });
const muted = css({ color: 'textMuted' });
const link = css({ color: 'link', textDecoration: 'underline', fontWeight: 'semibold' });

export function ResponsibleGamblingPage() {
  const t = useT();
  return (
    <Page title={t('protection.title')}>
      <div
        data-testid="responsible-gambling"
        className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '56rem' })}
      >
        <div className={css({ display: 'flex', gap: '4', alignItems: 'center' })}>
          <span
            aria-hidden="true"
            className={css({
              flexShrink: 0,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              w: '14',
              h: '14',
              borderRadius: 'full',
              borderWidth: '2px',
              borderColor: 'coral.300',
              color: 'coral.300',
              fontWeight: 'bold',
            })}
          >
            {t('footer.age')}
          </span>
          <p className={css({ fontSize: 'lg' })}>{t('protection.page.intro')}</p>
        </div>

        <section aria-labelledby="rg-tools" className={protectionCard}>
          <h2 id="rg-tools" className={heading}>
            {t('protection.page.toolsTitle')}
          </h2>
          <p className={muted}>{t('protection.page.toolsIntro')}</p>
          <ul
            className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })}
          >
            {TOOLS.map((tool) => (
              <li key={tool.title} className={protectionTile}>
                <h3 className={css({ fontWeight: 'bold' })}>{t(tool.title)}</h3>
                <p className={muted}>{t(tool.text)}</p>
                {tool.link && (
                  <Link href="/personal#limits" className={link}>
                    {t(tool.link)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="rg-check" className={protectionCard}>
          <h2 id="rg-check" className={heading}>
            {t('protection.page.checkTitle')}
          </h2>
          <p className={muted}>{t('protection.page.checkIntro')}</p>
          <ol className={css({ listStyle: 'decimal', pl: '6', display: 'flex', flexDirection: 'column', gap: '1.5' })}>
            {QUESTIONS.map((question) => (
              <li key={question}>{t(question)}</li>
            ))}
          </ol>
          <p>{t('protection.page.checkAdvice')}</p>
        </section>

        <section aria-labelledby="rg-help" className={protectionCard}>
          <h2 id="rg-help" className={heading}>
            {t('protection.page.helpTitle')}
          </h2>
          <p className={muted}>{t('protection.page.helpIntro')}</p>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            {HELP.map((organisation) => (
              <li key={organisation.name}>
                <a href={organisation.href} target="_blank" rel="noopener noreferrer" className={link}>
                  {organisation.name} <span className="sr-only">{t('common.opensNewTab')}</span>
                </a>
                <p className={muted}>{t(organisation.text)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="rg-age" className={protectionCard}>
          <h2 id="rg-age" className={heading}>
            {t('protection.page.ageTitle')}
          </h2>
          <p className={muted}>{t('protection.page.ageText')}</p>
        </section>
      </div>
    </Page>
  );
}
