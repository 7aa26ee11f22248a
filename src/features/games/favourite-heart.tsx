// The heart of a game tile and of the game page (docs/product.md#flows-favourites): signed-in players only, a toggle
// button (pressed: a favourite) that adds or removes the game; the server's reply is the new list, which every heart and
// the home page's Favourites row read. Loaded only for signed-in players, with the texts it needs.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import type { Game } from '../../../contract/schemas/games';
import { favouritesQuery, protectionKeys, setFavourite } from '../../api/protection';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../ui/error-text';

export function FavouriteHeart({ game, placement }: { game: Game; placement: 'tile' | 'page' }) {
  const t = useT();
  const queryClient = useQueryClient();
  const favourites = useQuery(favouritesQuery());
  const toggle = useMutation({
    mutationFn: (favourite: boolean) => setFavourite(game.id, favourite),
    onSuccess: (list) => queryClient.setQueryData(protectionKeys.favourites, list),
  });
  // Until the list is known the heart waits (not pressed, not clickable).
  const known = favourites.data !== undefined;
  const pressed = favourites.data?.some((favourite) => favourite.id === game.id) ?? false;
  const error = toggle.isError ? errorText(toggle.error as never, t, 'errors.requestFailed') : null;
  return (
    <>
      <button
        type="button"
        data-testid="favourite"
        aria-pressed={pressed}
        aria-busy={toggle.isPending || undefined}
        disabled={!known}
        aria-label={t('lobby.favourite', { game: game.name })}
        onClick={() => {
          if (!toggle.isPending) toggle.mutate(!pressed);
        }}
        className={cx(
          css({
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: 'full',
            cursor: 'pointer',
            color: 'text',
            bg: 'rgba(4, 8, 18, 0.72)',
            borderWidth: '1px',
            borderColor: 'border',
            _hover: { borderColor: 'accent' },
            _pressed: { color: 'coral.300' },
            _disabled: { opacity: 0.5, cursor: 'default' },
            '&[data-failed]': { borderColor: 'danger' },
          }),
          placement === 'tile'
            ? css({ position: 'absolute', top: '1.5', right: '1.5', w: '9', h: '9' })
            : css({ w: '11', h: '11', flexShrink: 0 }),
        )}
        data-failed={error ? '' : undefined}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
          <path
            d="M12 20.4l-1.3-1.2C6 15 3 12.2 3 8.8 3 6 5.2 3.9 7.9 3.9c1.6 0 3.1.7 4.1 1.9 1-1.2 2.5-1.9 4.1-1.9 2.7 0 4.9 2.1 4.9 4.9 0 3.4-3 6.2-7.7 10.4L12 20.4z"
            fill={pressed ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {/* A toggle that did not go through says so (the heart keeps the state the server holds). */}
      <span role="alert" className="sr-only">
        {error}
      </span>
    </>
  );
}
