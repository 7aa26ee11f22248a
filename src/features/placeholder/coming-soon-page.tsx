import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { type MessageId, useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';

/** Routes whose screens come in later issues still render inside the real layout, so navigation works. */
export function ComingSoonPage({ title }: { title: MessageId }) {
  const t = useT();
  return (
    <Page title={t(title)}>
      <div
        data-testid="coming-soon"
        className={css({
          bg: 'surface',
          borderRadius: 'card',
          borderWidth: '1px',
          borderColor: 'border',
          p: { base: '6', md: '10' },
          display: 'flex',
          flexDirection: 'column',
          gap: '3',
          alignItems: 'flex-start',
        })}
      >
        <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{t('common.comingSoon')}</p>
        <p className={css({ color: 'textMuted' })}>{t('common.comingSoonHint')}</p>
        <Link href="/" className={button({ variant: 'secondary' })}>
          {t('nav.games')}
        </Link>
      </div>
    </Page>
  );
}
