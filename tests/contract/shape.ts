// A small structural checker for the contract tests, independent of the app's zod schemas: a reply is
// compared with a fixture's documented example reply (docs/api.md). The example gives the keys and each
// value's JSON type; `types` notes in the fixture widen or narrow a path:
//   "data.items[].pin": "string|null"          alternatives (string, number, integer, boolean, null, object, array)
//   "data.items[].status": "=pending|=completed" literal strings (enums), "#1|#2" literal numbers
//   "data.phone": "absent|string"              the key may be missing
//   "info": "any"                              not checked below this point
// Objects are closed: a key the example does not have is reported. An array is checked element by element
// against the example's elements (each reply element must match at least one of them, so an example array
// can list the variants of a union); a non-empty example array asks for a non-empty reply array, so that its
// elements are really checked, unless a note on the array's path ("array") says it may be empty.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type TypeNotes = Record<string, string>;

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function describe(value: unknown): string {
  const kind = kindOf(value);
  return kind === 'string' || kind === 'number' || kind === 'boolean' ? `${kind} ${JSON.stringify(value)}` : kind;
}

function matchesToken(token: string, value: unknown): boolean {
  if (token.startsWith('=')) return value === token.slice(1);
  if (token.startsWith('#')) return value === Number(token.slice(1));
  if (token === 'any') return true;
  if (token === 'integer') return Number.isInteger(value);
  if (token === 'true' || token === 'false') return value === (token === 'true');
  return kindOf(value) === token;
}

/** Every mismatch between `actual` and the documented `example`, as "path: problem" lines (empty when it fits). */
export function checkShape(example: Json, actual: unknown, notes: TypeNotes = {}): string[] {
  const problems: string[] = [];
  walk(example, actual, '', notes, problems);
  return problems;
}

function walk(example: Json, actual: unknown, path: string, notes: TypeNotes, problems: string[]): void {
  const label = path === '' ? '(root)' : path;
  const note = notes[path];
  if (note !== undefined) {
    const tokens = note.split('|').filter((t) => t !== 'absent');
    if (tokens.includes('any')) return;
    if (!tokens.some((token) => matchesToken(token, actual))) {
      problems.push(`${label}: expected ${note}, got ${describe(actual)}`);
      return;
    }
    // A literal or a scalar type settles it; objects and arrays are walked against the example when it has one.
    if (kindOf(actual) !== kindOf(example)) return;
  } else if (kindOf(actual) !== kindOf(example)) {
    problems.push(`${label}: expected ${kindOf(example)}, got ${describe(actual)}`);
    return;
  }
  if (Array.isArray(example)) {
    const items = actual as unknown[];
    if (example.length > 0 && items.length === 0 && note === undefined) {
      problems.push(`${label}: expected at least one element, got []`);
      return;
    }
    items.forEach((item, index) => {
      let best: string[] | undefined;
      for (const variant of example) {
        const found: string[] = [];
        walk(variant, item, `${path}[]`, notes, found);
        if (found.length === 0) return;
        if (!best || found.length < best.length) best = found;
      }
      for (const problem of best ?? []) problems.push(problem.replace(`${path}[]`, `${path}[${index}]`));
    });
    return;
  }
  if (kindOf(example) === 'object') {
    const expected = example as Record<string, Json>;
    const got = actual as Record<string, unknown>;
    for (const key of Object.keys(expected)) {
      const child = path === '' ? key : `${path}.${key}`;
      if (!(key in got)) {
        if (!(notes[child] ?? '').split('|').includes('absent')) problems.push(`${child}: missing`);
        continue;
      }
      walk(expected[key] as Json, got[key], child, notes, problems);
    }
    for (const key of Object.keys(got)) {
      if (key in expected) continue;
      const child = path === '' ? key : `${path}.${key}`;
      // A key the example leaves out is documented only by a note (an optional field of one variant).
      const tokens = (notes[child] ?? '').split('|').filter((t) => t !== '' && t !== 'absent');
      if (tokens.length === 0) problems.push(`${child}: not documented`);
      else if (!tokens.some((token) => matchesToken(token, got[key]))) {
        problems.push(`${child}: expected ${notes[child]}, got ${describe(got[key])}`);
      }
    }
  }
}
