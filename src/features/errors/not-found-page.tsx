// docs/product.md#routes-fallbacks '*': shows '404' and the optional error text from the `error` query parameter.
import { Link, useSearch } from 'wouter';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useServices } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';

export function NotFoundPage() {
  const t = useT();
  // On the server the page answers 404 (src/entry-server.tsx reads this after the render).
  const { page } = useServices();
  if (page) page.notFound = true;
  const error = new URLSearchParams(useSearch()).get('error');
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
