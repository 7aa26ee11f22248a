// docs/product.md#errors-texts 'Oops! Games not loaded' with a retry.
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../ui/load-failed';

export function GamesNotLoaded({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useT();
  return <LoadFailed message={t('games.notLoaded')} onRetry={onRetry} retrying={retrying} testId="games-not-loaded" />;
}
