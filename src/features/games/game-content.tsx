// The game's own texts on its page (docs/product.md#routes-game-view, docs/product.md#entities-games game
// `content_title`, `content_text`, `footer`): a titled text block under the game and a footnote at the end of the
// page, server HTML through SafeHtml. What the server leaves empty is left out.
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { Game } from '../../../contract/schemas/games';
import { SafeHtml } from '../../ui/safe-html';

const htmlText = css({
  color: 'textMuted',
  '& p + p': { mt: '2' },
  '& a': { color: 'link', textDecoration: 'underline' },
});

export function GameContent({ game }: { game: Game }) {
  const title = game.content_title?.trim();
  const text = game.content_text?.trim();
  if (!title && !text) return null;
  return (
    <section
      aria-labelledby={title ? 'game-content-title' : undefined}
      data-testid="game-content"
      className={cx(
        card({ padded: false }),
        css({
          display: 'flex',
          flexDirection: 'column',
          gap: '2',
          p: { base: '4', md: '6' },
        }),
      )}
    >
      {title && (
        <h2 id="game-content-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          {title}
        </h2>
      )}
      {text && <SafeHtml html={text} className={htmlText} />}
    </section>
  );
}

export function GameFooter({ game }: { game: Game }) {
  const footer = game.footer?.trim();
  if (!footer) return null;
  return (
    <div
      data-testid="game-footer"
      className={css({ fontSize: 'sm', borderTopWidth: '1px', borderColor: 'border', pt: '3' })}
    >
      <SafeHtml html={footer} className={htmlText} />
    </div>
  );
}
