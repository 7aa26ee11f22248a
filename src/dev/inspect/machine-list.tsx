// Every machine of the catalogue, with how many of its actors run in the app tabs right now.
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { CatalogueEntry } from '../statechart/catalogue';
import { type LiveActors, liveCount } from './live-actors';

export function MachineList({
  catalogue,
  selected,
  live,
}: {
  catalogue: readonly CatalogueEntry[];
  selected: string;
  live: LiveActors;
}) {
  return (
    <nav aria-label="Machines">
      <ul
        className={css({
          display: 'flex',
          flexWrap: { base: 'wrap', lg: 'nowrap' },
          flexDirection: { base: 'row', lg: 'column' },
          gap: { base: '2', lg: '1' },
        })}
      >
        {catalogue.map((entry) => {
          const count = liveCount(live, entry.model.machineId);
          const current = entry.folder === selected;
          return (
            <li key={entry.folder}>
              <Link
                href={`/inspect?machine=${entry.folder}`}
                aria-current={current ? 'page' : undefined}
                data-machine={entry.folder}
                className={css({
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  gap: '2',
                  px: '3',
                  py: { base: '1.5', lg: '2' },
                  borderRadius: 'control',
                  borderWidth: '1px',
                  borderColor: 'border',
                  bg: 'surface',
                  fontSize: 'sm',
                  color: 'text',
                  _hover: { bg: 'surfaceRaised' },
                  _current: { bg: 'accent', color: 'accentText', borderColor: 'accent', fontWeight: 'bold' },
                  _focusVisible: { outline: '2px solid token(colors.focus)', outlineOffset: '2px' },
                })}
              >
                <span>{entry.title}</span>{' '}
                <span
                  className={css({
                    minW: '6',
                    textAlign: 'center',
                    borderRadius: 'full',
                    px: '1.5',
                    fontSize: 'xs',
                    fontVariantNumeric: 'tabular-nums',
                    bg: count > 0 ? 'mint.400' : 'transparent',
                    color: count > 0 ? 'night.950' : 'inherit',
                  })}
                >
                  {count}
                  <span className="sr-only"> live</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
