// /inspect (docs/architecture.md#qa-coverage): the developers' machine visualizer. Every machine of the registry drawn
// as a statechart, laid out locally (no network), with the active states of a live actor of the app,
// reported from the other tabs of this browser, highlighted as the app moves. English only: a
// developer tool, never linked from the app's navigation; the route serves it only when inspection is
// on (src/app/inspect.ts), the not-found page otherwise.
import { use, useState } from 'react';
import { css } from 'styled-system/css';
import { useSearch } from 'wouter';
import { Page } from '../../ui/page';
import { activeStateIds } from '../statechart/active';
import type { CatalogueEntry } from '../statechart/catalogue';
import { ActorPicker } from './actor-picker';
import { EventLog } from './event-log';
import { actorKey, actorsOf } from './live-actors';
import { catalogueOnce } from './machine-catalogue';
import { MachineList } from './machine-list';
import { StatechartView } from './statechart-view';
import { useLiveActors } from './use-live-actors';

const DEFAULT_MACHINE = 'session';

function selectedMachine(catalogue: readonly CatalogueEntry[], search: string): CatalogueEntry {
  const folder = new URLSearchParams(search).get('machine') ?? DEFAULT_MACHINE;
  return (
    catalogue.find((entry) => entry.folder === folder) ??
    (catalogue.find((entry) => entry.folder === DEFAULT_MACHINE) as CatalogueEntry)
  );
}

export function InspectPage() {
  // Suspends (the routes' spinner) until the catalogue has loaded.
  const catalogue = use(catalogueOnce());
  const entry = selectedMachine(catalogue, useSearch());
  const live = useLiveActors();
  const [chosenActor, setChosenActor] = useState<string | null>(null);
  const actors = actorsOf(live, entry.model.machineId);
  // The actor the developer chose while it is listed, else the newest running one.
  const selected = actors.find((actor) => actorKey(actor) === chosenActor) ?? actors[0];
  const active = selected ? activeStateIds(entry.model.machineId, selected.value) : [];
  const log = live.log.filter((item) => item.machineId === entry.model.machineId);

  return (
    <Page title="Machine visualizer">
      <p className={css({ color: 'textMuted', maxW: '3xl' })}>
        Every state machine of the app, drawn from its definition. Use the app in another tab of this browser: the
        states of its running actors light up here.
      </p>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr)' },
          gap: '6',
          alignItems: 'start',
        })}
      >
        <MachineList catalogue={catalogue} selected={entry.folder} live={live} />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })}>
          <section aria-labelledby="inspect-machine-title" data-machine={entry.folder}>
            <h2 id="inspect-machine-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
              {entry.title}
            </h2>
            <p className={css({ color: 'textMuted', fontSize: 'sm', fontFamily: 'mono', overflowWrap: 'anywhere' })}>
              machine id {entry.model.machineId} · {entry.file}
            </p>
          </section>
          <ActorPicker actors={actors} selected={selected} onSelect={setChosenActor} />
          <StatechartView entry={entry} active={active} />
          <EventLog entries={log} />
        </div>
      </div>
    </Page>
  );
}
