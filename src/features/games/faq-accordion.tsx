// docs/product.md#routes-list home FAQ accordion. docs/product.md#constants-layout: an open answer is at most 600 px
// tall, or 1200 px when its text is over 700 characters; native <details> keeps it keyboard and screen-reader friendly.
import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { faqQuery } from '../../api/content';
import { useT } from '../../i18n/use-t';
import { ACCORDION_HEIGHT_CLASS, accordionMaxHeight } from '../../ui/accordion-height';
import { Icon } from '../../ui/icon';
import { SafeHtml } from '../../ui/safe-html';

export function FaqAccordion() {
  const t = useT();
  const { data } = useQuery(faqQuery());
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="faq-title" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id="faq-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        {t('games.faq')}
      </h2>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {data.map((item) => (
          <details
            key={item.id}
            className={cx(
              card({ padded: false }),
              css({
                '&[open] summary svg': { transform: 'rotate(180deg)' },
              }),
            )}
          >
            <summary
              className={css({
                listStyle: 'none',
                cursor: 'pointer',
                p: '4',
                fontWeight: 'semibold',
                display: 'flex',
                justifyContent: 'space-between',
                gap: '3',
                '&::-webkit-details-marker': { display: 'none' },
              })}
            >
              {item.body.question}
              <Icon name="chevronDown" size={20} />
            </summary>
            <div
              className={cx(
                css({ px: '4', pb: '4', color: 'textMuted', overflowY: 'auto', '& a': { color: 'link' } }),
                ACCORDION_HEIGHT_CLASS[accordionMaxHeight(item.body.answer)],
              )}
            >
              <SafeHtml html={item.body.answer} />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
