// The recorded example replies of tests/contract/fixtures/*.json, written by hand from docs/api.md (never
// produced by the app's schemas or by the server). Each call has its request and the documented replies
// (success and the documented failures); `{"$ref": "name"}` stands for an example of fixtures/shared.json,
// whose type notes are moved under the path where it is used.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Json, TypeNotes } from './shape';

export interface FixtureReply {
  status: number;
  headers?: Record<string, string>;
  body: Json;
  types: TypeNotes;
}

export interface Fixture {
  name: string;
  request: {
    method: string;
    path: string;
    query?: Record<string, string>;
    body?: Record<string, Json>;
    /** A multipart (form data) body, as the payment posts send. */
    form?: Record<string, string>;
    headers?: Record<string, string>;
  };
  replies: Record<string, FixtureReply>;
}

interface SharedExample {
  body: Json;
  types?: TypeNotes;
}

const dir = join(import.meta.dirname, 'fixtures');
const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
const shared = read('shared.json') as Record<string, SharedExample>;

function resolve(value: Json, path: string, notes: TypeNotes): Json {
  if (Array.isArray(value)) return value.map((item) => resolve(item, `${path}[]`, notes));
  if (value === null || typeof value !== 'object') return value;
  const ref = value.$ref;
  if (typeof ref === 'string') {
    const example = shared[ref];
    if (!example) throw new Error(`fixtures: unknown $ref ${ref}`);
    for (const [key, note] of Object.entries(example.types ?? {})) {
      const full = path === '' ? key : `${path}.${key}`;
      notes[full] ??= note;
    }
    return resolve(example.body, path, notes);
  }
  const out: Record<string, Json> = {};
  for (const [key, child] of Object.entries(value))
    out[key] = resolve(child, path === '' ? key : `${path}.${key}`, notes);
  return out;
}

function load(): Map<string, Fixture> {
  const all = new Map<string, Fixture>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'shared.json')) {
    for (const [name, raw] of Object.entries(read(file))) {
      const { request, replies } = raw as { request: Fixture['request']; replies: Record<string, FixtureReply> };
      if (all.has(name)) throw new Error(`fixtures: ${name} twice`);
      const resolved: Record<string, FixtureReply> = {};
      for (const [case_, reply] of Object.entries(replies)) {
        const types: TypeNotes = { ...reply.types };
        resolved[case_] = { ...reply, body: resolve(reply.body, '', types), types };
      }
      all.set(name, { name, request, replies: resolved });
    }
  }
  return all;
}

export const fixtures = load();

export function fixture(name: string): Fixture {
  const found = fixtures.get(name);
  if (!found) throw new Error(`fixtures: no call ${name}`);
  return found;
}

export function reply(name: string, case_: string): FixtureReply {
  const found = fixture(name).replies[case_];
  if (!found) throw new Error(`fixtures: ${name} has no reply ${case_}`);
  return found;
}

/** The calls of docs/api.md ("Calls" and the Blog, Promotions, Clubs and Cashier sections) by method and path. */
export const documentedCalls = [...fixtures.values()].map((f) => `${f.request.method} ${f.request.path}`);
