import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { fromPromise } from 'xstate';
import type { CallOptions } from '../../api/http';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { unlinkMachine } from '../../machines/unlink/unlink.machine';
import { selectUnlinkBusy, selectUnlinkError, selectUnlinkState } from '../../machines/unlink/unlink.selectors';
import { useActorRef } from '../../app/inspect-actor-ref';

/**
 * One linked service's unlink action (docs/product.md#routes-personal /personal): success refreshes the session's
 * profile.
 */
export function UnlinkButton({ name, unlink }: { name: string; unlink: (options?: CallOptions) => Promise<unknown> }) {
  const sessionActor = useSessionActor();
  const t = useT();
  const flow = useActorRef(
    unlinkMachine.provide({
      actors: { unlink: fromPromise(({ signal }) => unlink({ signal })) },
      actions: { refreshSession: () => sessionActor.send({ type: 'session.refresh' }) },
    }),
  );
  const state = useSelector(flow, selectUnlinkState);
  const busy = useSelector(flow, selectUnlinkBusy);
  const error = useSelector(flow, selectUnlinkError);
  return (
    <span
      data-testid="unlink"
      data-state={state}
      className={css({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', gap: '1' })}
    >
      <button
        type="button"
        className={button({ variant: 'secondary', size: 'sm' })}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => flow.send({ type: 'unlink.request' })}
      >
        {t('personal.unlink', { service: name })}
      </button>
      {error && error.kind !== 'abort' && (
        <span role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
          {error.serverMessage ?? t('errors.requestFailed')}
        </span>
      )}
    </span>
  );
}
