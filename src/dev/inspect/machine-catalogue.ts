// Where the visualizer gets its machines: live from the registry on the dev server (a changed machine
// shows on reload), from the generated catalogue in a build (see src/dev/statechart/catalogue.ts; a test
// fails when it is stale). The dev branch is dropped from builds, and the registry with it.
import type { CatalogueEntry } from '../statechart/catalogue';

async function load(): Promise<CatalogueEntry[]> {
  if (import.meta.env.DEV) {
    const [{ machineCatalogue }, { machineFile, machineRegistry }] = await Promise.all([
      import('../statechart/catalogue'),
      import('../machine-registry'),
    ]);
    return machineCatalogue(machineRegistry, machineFile);
  }
  return (await import('../statechart/machines.generated.json')).default as CatalogueEntry[];
}

let catalogue: Promise<CatalogueEntry[]> | undefined;

/** Loaded once per page load; React's use() suspends on it. */
export const catalogueOnce = () => {
  catalogue ??= load();
  return catalogue;
};
