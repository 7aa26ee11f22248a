// The game page of a remote game on a phone (docs/product.md#flows): the game-launch machine fetches the
// provider's URL and sends the browser there; this shows that it is under way, or why it failed with a retry.
import { css } from 'styled-system/css';
import type { ApiError } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../ui/error-text';
import { LoadFailed } from '../../ui/load-failed';
import { Spinner } from '../../ui/spinner';

export function RemoteRedirect({
  gameName,
  failed,
  error,
  onRetry,
}: {
  gameName: string;
  failed: boolean;
  error: ApiError | null;
  onRetry: () => void;
}) {
  const t = useT();
  if (failed) {
    return (
      <LoadFailed
        message={errorText(error, t, 'games.launchFailed') ?? t('games.launchFailed')}
        onRetry={onRetry}
        retrying={false}
      />
    );
  }
  return (
    <div data-testid="remote-redirect" className={css({ display: 'flex', justifyContent: 'center', py: '16' })}>
      <Spinner label={t('games.opening', { game: gameName })} />
    </div>
  );
}
