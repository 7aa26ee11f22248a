// The machines as data: what the visualizer lists and draws. Built from the registry (which imports
// every machine) by scripts/machine-docs.ts into machines.generated.json, so a production build of the
// visualizer imports no machine module: sharing them with the app's own chunks re-split those chunks
// and added about 0.8 KB gzip to the first load of / (docs/architecture.md#performance budget). The dev server reads
// the registry live instead (src/dev/inspect/machine-catalogue.ts).
import type { RegisteredMachine } from '../machine-registry';
import { type StatechartModel, statechartModel } from './model';

export interface CatalogueEntry {
  folder: string;
  title: string;
  /** The machine's source file, from the repository root. */
  file: string;
  model: StatechartModel;
}

export function machineCatalogue(
  registry: readonly RegisteredMachine[],
  fileOf: (entry: RegisteredMachine) => string,
): CatalogueEntry[] {
  return registry.map((entry) => ({
    folder: entry.folder,
    title: entry.title,
    file: fileOf(entry),
    model: statechartModel(entry.machine),
  }));
}
