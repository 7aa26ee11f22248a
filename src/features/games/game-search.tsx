// Game search (docs/product.md#flows-game-search): the gameSearch machine decides; this renders the field and its
// dropdown. Predictions while typing (3+ characters, 500 ms debounce), full results on the search button.
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { fromPromise } from 'xstate';
import { css, cx } from 'styled-system/css';
import { button, field, iconButton } from 'styled-system/recipes';
import { searchGames, searchPrediction } from '../../api/games';
import { SEARCH_MIN_CHARS } from '../../../contract/constants';
import { useT } from '../../i18n/use-t';
import { gameSearchMachine } from '../../machines/game-search/game-search.machine';
import {
  selectInput,
  selectIsBusy,
  selectIsDropdownOpen,
  selectPredictions,
  selectResults,
  selectSearchError,
  selectSearchState,
} from '../../machines/game-search/game-search.selectors';
import { Icon } from '../../ui/icon';
import { Spinner } from '../../ui/spinner';
import { useActorRef } from '../../app/inspect-actor-ref';

// The dropdown's content loads when the player starts using the field (its focus fetches it; the first prediction
// needs 3 characters and 500 ms anyway), not with the lobby's first screen (docs/architecture.md#performance).
const loadDropdown = () => import('./search-dropdown');
const SearchDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.SearchDropdown })));

export function GameSearch() {
  const t = useT();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const actor = useActorRef(
    gameSearchMachine.provide({
      actors: {
        predict: fromPromise(({ input, signal }) => searchPrediction(input.name, { signal })),
        search: fromPromise(({ input, signal }) => searchGames(input.name, { signal })),
      },
    }),
  );
  const state = useSelector(actor, selectSearchState);
  const input = useSelector(actor, selectInput);
  const open = useSelector(actor, selectIsDropdownOpen);
  const busy = useSelector(actor, selectIsBusy);
  const predictions = useSelector(actor, selectPredictions);
  const results = useSelector(actor, selectResults);
  const error = useSelector(actor, selectSearchError);
  const shown = results ?? predictions;

  // Escape, or a click or focus outside, closes the dropdown (the input stays).
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (!rootRef.current?.contains(e.target as Node)) actor.send({ type: 'search.close' });
    };
    // preventDefault: Escape in a search field would also clear it, and the input is to stay.
    const onEscape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      actor.send({ type: 'search.close' });
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open, actor]);

  return (
    <div
      ref={rootRef}
      data-testid="game-search"
      data-state={state}
      className={css({ position: 'relative', flex: '1', minW: { base: '100%', md: '18rem' }, maxW: { md: '26rem' } })}
    >
      <search aria-label={t('games.search')}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'search.submit' });
          }}
          className={css({ display: 'flex', gap: '2' })}
        >
          <div className={css({ position: 'relative', flex: '1' })}>
            <input
              type="search"
              value={input}
              aria-label={t('games.searchLabel')}
              placeholder={t('games.searchPlaceholder', { min: SEARCH_MIN_CHARS })}
              aria-controls={listId}
              autoComplete="off"
              enterKeyHint="search"
              onFocus={() => void loadDropdown().catch(() => undefined)}
              onChange={(e) => actor.send({ type: 'search.input', value: e.target.value })}
              // The app's field, as tall as the search button beside it; room on the right for the clear button.
              className={cx(
                field().control,
                css({ h: '11', pr: '10', '&::-webkit-search-cancel-button': { display: 'none' } }),
              )}
            />
            {input !== '' && (
              <button
                type="button"
                aria-label={t('games.searchClear')}
                onClick={() => actor.send({ type: 'search.clear' })}
                className={cx(
                  iconButton(),
                  css({ position: 'absolute', right: '1', top: '50%', transform: 'translateY(-50%)' }),
                )}
              >
                <Icon name="close" size={18} />
              </button>
            )}
          </div>
          <button type="submit" className={button({ variant: 'secondary' })} aria-busy={busy}>
            {t('games.searchButton')}
          </button>
        </form>
      </search>
      <div
        id={listId}
        hidden={!open}
        className={css({
          position: 'absolute',
          zIndex: 20,
          top: 'calc(100% + 6px)',
          insetX: '0',
          bg: 'surfaceRaised',
          borderWidth: '1px',
          borderColor: 'border',
          borderRadius: 'card',
          boxShadow: '0 16px 40px rgba(0,0,0,0.45)',
          maxH: '24rem',
          overflowY: 'auto',
          p: '2',
        })}
      >
        {open && (
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <SearchDropdown
              busy={busy}
              error={error}
              shown={shown}
              results={results !== null}
              onPick={() => actor.send({ type: 'search.close' })}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
