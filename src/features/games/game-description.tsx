// The game page's description block (docs/product.md#routes-game-view), from the game-description link; server HTML is
// sanitised.
import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { gameDescriptionQuery } from '../../api/games';
import { SafeHtml } from '../../ui/safe-html';

export function GameDescription({ link }: { link: string }) {
  const { data } = useQuery(gameDescriptionQuery(link));
  if (!data) return null;
  return (
    <section
      aria-labelledby="game-description-title"
      className={cx(
        card({ padded: false }),
        css({
          p: { base: '4', md: '6' },
        }),
      )}
    >
      <h2 id="game-description-title" className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' })}>
        {data.title}
      </h2>
      <SafeHtml
        html={data.body}
        className={css({ color: 'textMuted', '& p + p': { mt: '2' }, '& a': { color: 'link' } })}
      />
    </section>
  );
}
