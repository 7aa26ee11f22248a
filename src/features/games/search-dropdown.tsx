// The game search's dropdown (docs/product.md#flows-game-search): waiting, the failure, nothing found, or the
// predictions and results as links; loaded with the field's first use (./game-search.tsx).
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { SearchResult } from '../../../contract/schemas/games';
import { useT } from '../../i18n/use-t';
import type { ApiError } from '../../api/errors';
import { errorText } from '../../ui/error-text';
import { Spinner } from '../../ui/spinner';
import { searchResultPath } from './game-links';

export function SearchDropdown({
  busy,
  error,
  shown,
  results,
  onPick,
}: {
  busy: boolean;
  error: ApiError | null;
  shown: readonly SearchResult[];
  /** Whether the list is the full results (else the predictions while typing). */
  results: boolean;
  onPick: () => void;
}) {
  const t = useT();
  return (
    <>
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
              <SearchRow key={result.id} result={result} onPick={onPick} />
            ))}
          </ul>
        </>
      )}
    </>
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
