// docs/product.md#routes-fallbacks '*': shows '404' and the optional error text from the `error` query parameter. The
// address keeps the product's English words (docs/product.md#errors-screens); the page shows the ones it knows in the
// player's language, and any other text as it came.
import { Link, useSearch } from 'wouter';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useServices } from '../../app/services';
import { type MessageId, useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';

/** The error texts the app itself puts in a 404 address, and their catalogue keys. */
const KNOWN_ERRORS: Record<string, MessageId> = { 'Incorrect page link': 'notFound.incorrectLink' };

export function NotFoundPage() {
  const t = useT();
  // On the server the page answers 404 (src/entry-server.tsx reads this after the render).
  const { page } = useServices();
  if (page) page.notFound = true;
  const asked = new URLSearchParams(useSearch()).get('error');
  const known = asked === null ? undefined : KNOWN_ERRORS[asked];
  const error = known ? t(known) : asked;
  return (
    <Page title={t('page.notFound')} hideTitle>
      <div
        className={css({
          textAlign: 'center',
          py: '12',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '4',
        })}
      >
        <p
          aria-hidden="true"
          className={css({ fontSize: '7xl', fontWeight: 'black', color: 'accent', lineHeight: '1' })}
        >
          {t('notFound.title')}
        </p>
        <p className={css({ fontSize: 'lg' })}>{t('notFound.text')}</p>
        {error && (
          <p role="alert" data-testid="not-found-error" className={css({ color: 'danger' })}>
            {error}
          </p>
        )}
        <Link href="/" className={button()}>
          {t('common.goHome')}
        </Link>
      </div>
    </Page>
  );
}
