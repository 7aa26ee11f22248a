// docs/product.md#errors-texts 'Oops! Games not loaded' with a retry.
import type { Translate } from '../../i18n/use-t';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../ui/load-failed';
import type { QueryViewFailed } from '../../ui/query-view';

/** The failed state of a games query shown through QueryView (src/ui/query-view.tsx). */
export const gamesNotLoaded = (t: Translate): QueryViewFailed => ({
  message: t('games.notLoaded'),
  testId: 'games-not-loaded',
});

export function GamesNotLoaded({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useT();
  return <LoadFailed {...gamesNotLoaded(t)} onRetry={onRetry} retrying={retrying} />;
}
