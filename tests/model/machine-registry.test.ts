import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineFile, machineRegistry } from '../../src/dev/machine-registry';

describe('machine registry', () => {
  it('lists every machine file of src/machines exactly once', () => {
    const onDisk = readdirSync('src/machines', { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.machine.ts'))
      .map((path) => `src/machines/${path.replaceAll('\\', '/')}`)
      .sort();
    expect(machineRegistry.map(machineFile).sort()).toEqual(onDisk);
  });

  it('has one machine per id', () => {
    const ids = machineRegistry.map((entry) => entry.machine.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
