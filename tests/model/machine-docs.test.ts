import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineFile, machineRegistry } from '../../src/dev/machine-registry';
import { machineCatalogue } from '../../src/dev/statechart/catalogue';
import { machineDocs, toMermaid } from '../../src/dev/statechart/mermaid';
import { statechartModel } from '../../src/dev/statechart/model';
import { rotateMachine } from '../../src/machines/rotate/rotate.machine';

const STALE = 'is stale: run npm run docs:machines';
const catalogue = machineCatalogue(machineRegistry, machineFile);
const docs = machineDocs(catalogue);

describe('generated machine docs (docs/machines)', () => {
  it.each([...docs.keys()])('%s matches its machine', (path) => {
    const committed = (() => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return `(missing ${path})`;
      }
    })();
    expect(committed, `${path} ${STALE}`).toBe(docs.get(path));
  });

  it('holds no page of a machine that is gone', () => {
    const committed = readdirSync('docs/machines').map((name) => `docs/machines/${name}`);
    expect(committed.sort(), `docs/machines ${STALE}`).toEqual([...docs.keys()].sort());
  });

  it("the visualizer's catalogue matches the machines", () => {
    const committed = JSON.parse(readFileSync('src/dev/statechart/machines.generated.json', 'utf8'));
    expect(committed, `src/dev/statechart/machines.generated.json ${STALE}`).toEqual(catalogue);
  });
});

describe('Mermaid state diagram', () => {
  const mermaid = toMermaid(statechartModel(rotateMachine));

  it('nests compound states with their initial state', () => {
    expect(mermaid).toContain(
      [
        '    state rotate_prompting {',
        '      [*] --> rotate_prompting_prompt',
        '      state "prompt" as rotate_prompting_prompt',
        '      state "message" as rotate_prompting_message',
        '      rotate_prompting_prompt --> rotate_prompting_message : after message (5 s)',
        '    }',
      ].join('\n'),
    );
  });

  it('labels transitions with their event and guard, ":" written as its entity', () => {
    expect(mermaid.split('\n')).toEqual(
      expect.arrayContaining([
        '    rotate_unknown --> rotate_prompting : screen.change [isRotationNeeded]',
        '    rotate_prompting --> rotate_playing : screen.change [!isRotationNeeded]',
      ]),
    );
    const session = docs.get('docs/machines/session.md') ?? '';
    expect(session).toContain('session_checking --> session_unauthenticated : error#58; loadSession');
    expect(session).not.toMatch(/ : [^\n]*:/);
  });
});
