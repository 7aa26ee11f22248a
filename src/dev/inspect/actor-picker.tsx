// The live actors of the selected machine (one per mounted flow, per app tab) and the chosen one's state, last event
// and context.
import { useId } from 'react';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import type { LiveActor } from '../../app/inspect-protocol';
import { formatStateValue } from '../statechart/active';
import { actorKey } from './live-actors';

const styles = field();

const describe = (actor: LiveActor) =>
  `actor ${actor.actorId} in tab ${actor.tabPath}${actor.status === 'active' ? '' : ` (${actor.status})`}`;

export function ActorPicker({
  actors,
  selected,
  onSelect,
}: {
  actors: readonly LiveActor[];
  selected: LiveActor | undefined;
  onSelect: (key: string) => void;
}) {
  const id = useId();
  if (!selected) {
    return (
      <p data-testid="no-live-actor" className={css({ color: 'textMuted' })}>
        No live actor of this machine. Open the app in another tab of this browser (with <code>?inspect</code> in its
        URL when it is not the dev server) and use the flow: its actor shows up here.
      </p>
    );
  }
  const state = formatStateValue(selected.value);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div className={styles.root}>
        <label htmlFor={id} className={styles.label}>
          Live actor
        </label>
        <select
          id={id}
          className={styles.control}
          value={actorKey(selected)}
          onChange={(event) => onSelect(event.target.value)}
        >
          {actors.map((actor) => (
            <option key={actorKey(actor)} value={actorKey(actor)}>
              {describe(actor)}
            </option>
          ))}
        </select>
      </div>
      <dl
        data-testid="live-state"
        data-state-value={state}
        data-status={selected.status}
        aria-live="polite"
        className={css({
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: '3',
          rowGap: '1',
          fontSize: 'sm',
          '& dt': { color: 'textMuted' },
          '& dd': { fontFamily: 'mono', overflowWrap: 'anywhere' },
        })}
      >
        <dt>State</dt>
        <dd>{state}</dd>
        <dt>Status</dt>
        <dd>{selected.status}</dd>
        <dt>Last event</dt>
        <dd data-testid="live-event">
          {selected.event === null ? selected.lastEvent : JSON.stringify(selected.event)}
        </dd>
        <dt>Context</dt>
        <dd>
          {/* Redacted by the app tab before it was sent (src/app/inspect-redact.ts): secrets read "[redacted]". */}
          <pre data-testid="live-context" className={css({ whiteSpace: 'pre-wrap', fontSize: 'xs' })}>
            {JSON.stringify(selected.context, null, 2)}
          </pre>
        </dd>
      </dl>
    </div>
  );
}
