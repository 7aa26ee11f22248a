// The last snapshots the selected machine's actors reported: when, which actor, which event, which state.
import { css } from 'styled-system/css';
import type { LogEntry } from './live-actors';

const SHOWN = 15;

const time = (at: number) => new Date(at).toISOString().slice(11, 23);

export function EventLog({ entries }: { entries: readonly LogEntry[] }) {
  const shown = entries.slice(-SHOWN).reverse();
  return (
    <section
      aria-labelledby="inspect-log-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <h2 id="inspect-log-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        Event log
      </h2>
      {shown.length === 0 ? (
        <p className={css({ color: 'textMuted' })}>Nothing yet.</p>
      ) : (
        <ol
          data-testid="event-log"
          className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' })}
        >
          {shown.map((entry) => (
            <li
              key={entry.id}
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr', md: '7rem 8rem 1fr 1fr' },
                gap: { base: '0', md: '3' },
                py: '1',
                borderBottomWidth: '1px',
                borderColor: 'border',
                fontFamily: 'mono',
                overflowWrap: 'anywhere',
              })}
            >
              <time dateTime={new Date(entry.at).toISOString()} className={css({ color: 'textMuted' })}>
                {time(entry.at)}
              </time>
              <span>{entry.actorId}</span>
              <span>{entry.event}</span>
              <span>
                → {entry.state}
                {entry.status === 'active' ? '' : ` (${entry.status})`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
