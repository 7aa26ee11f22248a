// Game search (docs/product.md#flows-game-search): the gameSearch machine decides; this renders the field and its
// dropdown. Predictions while typing (3+ characters, 500 ms debounce), full results on the search button.
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { searchGames, searchPrediction } from '../../api/games';
import type { SearchResult } from '../../../contract/schemas/games';
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
import { errorText } from '../../ui/error-text';
import { searchResultPath } from './game-links';
import { useActorRef } from '../../app/inspect-actor-ref';

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
              onChange={(e) => actor.send({ type: 'search.input', value: e.target.value })}
              className={css({
                width: '100%',
                h: '11',
                pl: '3',
                pr: '10',
                bg: 'surface',
                color: 'text',
                borderWidth: '1px',
                borderColor: 'border',
                borderRadius: 'control',
                _placeholder: { color: 'textMuted' },
                '&::-webkit-search-cancel-button': { display: 'none' },
              })}
            />
            {input !== '' && (
              <button
                type="button"
                aria-label={t('games.searchClear')}
                onClick={() => actor.send({ type: 'search.clear' })}
                className={css({
                  position: 'absolute',
                  right: '1',
                  top: '50%',
                  transform: 'translateY(-50%)',
                  display: 'inline-flex',
                  p: '2',
                  cursor: 'pointer',
                  color: 'textMuted',
                  _hover: { color: 'text' },
                })}
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
        {busy && (
          <div className={css({ display: 'flex', justifyContent: 'center', py: '4' })}>
            <Spinner label={t('common.loading')} />
          </div>
        )}
        {!busy && error && (
          <p role="alert" className={css({ p: '3', color: 'danger' })}>
            {errorText(error, t, 'games.searchFailed')}
          </p>
        )}
        {!busy && !error && shown.length === 0 && (
          <p role="status" className={css({ p: '3', color: 'textMuted' })}>
            {t('games.searchEmpty')}
          </p>
        )}
        {!busy && !error && shown.length > 0 && (
          <>
            <p role="status" className="sr-only">
              {t('games.searchCount', { count: shown.length })}
            </p>
            <ul aria-label={results ? t('games.searchResults') : t('games.searchSuggestions')}>
              {shown.map((result) => (
                <SearchRow key={result.id} result={result} onPick={() => actor.send({ type: 'search.close' })} />
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

function SearchRow({ result, onPick }: { result: SearchResult; onPick: () => void }) {
  return (
    <li>
      <Link
        href={searchResultPath(result)}
        onClick={onPick}
        data-testid="search-result"
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          p: '2',
          borderRadius: 'control',
          _hover: { bg: 'surface' },
          _focusVisible: { bg: 'surface' },
        })}
      >
        <img
          src={result.image.url}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className={css({ w: '10', h: '10', borderRadius: 'md', objectFit: 'cover', flexShrink: 0 })}
        />
        <span className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
          <span className={css({ fontWeight: 'semibold' })}>{result.name}</span>
          <span className={css({ fontSize: 'sm', color: 'textMuted' })}>{result.group.name}</span>
        </span>
      </Link>
    </li>
  );
}
