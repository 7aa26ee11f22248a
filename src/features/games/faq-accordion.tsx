// docs/product.md#routes-list home FAQ accordion. docs/product.md#constants-layout: an open answer is at most 600 px
// tall, or 1200 px when its text is over 700 characters; native <details> keeps it keyboard and screen-reader friendly.
import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { faqQuery } from '../../api/content';
import {
  ACCORDION_LONG_MAX_HEIGHT_PX,
  ACCORDION_LONG_TEXT_CHARS,
  ACCORDION_MAX_HEIGHT_PX,
} from '../../config/constants';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../ui/icon';
import { SafeHtml } from '../../ui/safe-html';

export const answerMaxHeight = (answer: string) =>
  answer.replace(/<[^>]*>/g, '').length > ACCORDION_LONG_TEXT_CHARS
    ? ACCORDION_LONG_MAX_HEIGHT_PX
    : ACCORDION_MAX_HEIGHT_PX;

// docs/product.md accordion heights as classes (the page's CSP refuses inline styles in the server's HTML);
// they are ACCORDION_MAX_HEIGHT_PX and ACCORDION_LONG_MAX_HEIGHT_PX (tests/ui/games-rules.test.ts ties them).
export const ANSWER_HEIGHT_CLASS: Record<number, string> = {
  600: css({ maxHeight: '600px' }),
  1200: css({ maxHeight: '1200px' }),
};

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
            className={css({
              bg: 'surface',
              borderWidth: '1px',
              borderColor: 'border',
              borderRadius: 'card',
              '&[open] summary svg': { transform: 'rotate(180deg)' },
            })}
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
                ANSWER_HEIGHT_CLASS[answerMaxHeight(item.body.answer)],
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
