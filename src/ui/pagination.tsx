// docs/product.md#rules-history, docs/product.md#constants-paging pagination: a window of 5 page numbers around the
// current one, the first and last page outside it reached through an ellipsis. Pages are links, so the page lives in
// the address.
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { choiceChip } from 'styled-system/recipes';
import { MIN_PAGE, PAGINATION_WINDOW } from '../config/constants';
import { useT } from '../i18n/use-t';

export type PageItem = number | 'gap-start' | 'gap-end';

/** The items to show for page `page` of `count` pages. */
export function pageItems(page: number, count: number, window = PAGINATION_WINDOW): PageItem[] {
  if (count <= 0) return [];
  const current = Math.min(Math.max(page, MIN_PAGE), count);
  const size = Math.min(window, count);
  const start = Math.min(Math.max(current - Math.floor(size / 2), 1), count - size + 1);
  const pages = Array.from({ length: size }, (_, i) => start + i);
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('gap-start');
  items.push(...pages);
  const end = start + size - 1;
  if (end < count - 1) items.push('gap-end');
  if (end < count) items.push(count);
  return items;
}

export function Pagination({ page, count, href }: { page: number; count: number; href: (page: number) => string }) {
  const t = useT();
  if (count <= 1) return null;
  const items = pageItems(page, count);
  return (
    <nav aria-label={t('pagination.label')} data-testid="pagination">
      <ul
        className={css({
          display: 'flex',
          gap: '1.5',
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignItems: 'center',
        })}
      >
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} className={item} aria-label={t('pagination.previous')}>
              ‹
            </Link>
          ) : (
            <span className={item} aria-hidden="true" data-disabled="">
              ‹
            </span>
          )}
        </li>
        {items.map((it) =>
          typeof it === 'number' ? (
            <li key={it}>
              <Link
                href={href(it)}
                className={item}
                aria-current={it === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: it })}
              >
                {it}
              </Link>
            </li>
          ) : (
            <li key={it} aria-hidden="true" className={css({ px: '1', color: 'textMuted' })}>
              …
            </li>
          ),
        )}
        <li>
          {page < count ? (
            <Link href={href(page + 1)} className={item} aria-label={t('pagination.next')}>
              ›
            </Link>
          ) : (
            <span className={item} aria-hidden="true" data-disabled="">
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

const item = cx(
  choiceChip(),
  css({
    minW: '10',
    h: '10',
    px: '2',
    borderRadius: 'control',
    '&[data-disabled]': { opacity: 0.4, cursor: 'default', _hover: { borderColor: 'border' } },
  }),
);
