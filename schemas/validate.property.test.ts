import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoContext } from '../scripts/check-schemas.ts';
import { lintSchema, loadSchema } from '../scripts/schemaLint.ts';
import type { Entity, PageSchema } from './types.ts';
import { checkFormContent, checkPageSchema, type SchemaProblem } from './validate.ts';

/**
 * Whatever a schema file holds, the checker answers problems (never throws), and each problem says
 * where (a JSON path from `$`) and what. Mutated real page schemas reach far deeper than random JSON.
 */
const pagesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pages');
const pages = fs.readdirSync(pagesDir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(fs.readFileSync(path.join(pagesDir, f), 'utf8')) as unknown);
const entities = pages.flatMap((p) => ((p as { entity?: Entity }).entity ? [(p as { entity: Entity }).entity] : []));
const ctx = demoContext(entities);

type Json = unknown;
/** How many inputs got as far as the lints (a valid schema): the mutations must reach them too. */
let linted = 0;
type Mutation = { at: number; op: 'delete' | 'replace' | 'insert'; key: string; value: Json };

/** Every container of a value (objects and arrays), depth first. */
function containers(value: Json, out: (Record<string, Json> | Json[])[] = []): (Record<string, Json> | Json[])[] {
  if (value !== null && typeof value === 'object') {
    out.push(value as Record<string, Json>);
    for (const child of Object.values(value)) containers(child, out);
  }
  return out;
}

/** Applies the mutations to a copy: each picks a container (by index, modulo) and changes one of its entries. */
function mutate(page: Json, mutations: Mutation[]): Json {
  const copy = structuredClone(page);
  for (const mutation of mutations) {
    // A copy of the value: fc.constantFrom hands out one `{}` and one `[]` to every mutation, and
    // the same container placed inside itself would make the page cyclic.
    const m = { ...mutation, value: structuredClone(mutation.value) };
    const all = containers(copy);
    if (all.length === 0) return m.value;
    const target = all[m.at % all.length];
    const keys = Object.keys(target);
    const key = m.op === 'insert' || keys.length === 0 ? m.key : keys[m.at % keys.length];
    if (Array.isArray(target)) {
      const index = Math.min(Number(key) || 0, target.length);
      if (m.op === 'delete') target.splice(index, 1);
      else if (m.op === 'insert') target.splice(index, 0, m.value);
      else target[index] = m.value;
    } else if (m.op === 'delete') delete target[key];
    else target[key] = m.value;
  }
  return copy;
}

const keyNames = fc.oneof(fc.constantFrom('kind', 'id', 'field', 'name', 'type', 'dict', 'api', 'columns', 'entity', 'fields', 'title', 'rules', 'options', '0', '__proto__', 'constructor'), fc.string());
const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  op: fc.constantFrom('delete', 'replace', 'insert'),
  key: keyNames,
  value: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom('', 'x', -1, 1e308, null, [], {}, 'string', 'list', 'form', '${', '{{a.', 'sys_user,realname,id')),
});

function expectWellFormed(problems: SchemaProblem[]): void {
  for (const p of problems) {
    expect(typeof p.path, JSON.stringify(p)).toBe('string');
    expect(p.path.startsWith('$'), JSON.stringify(p)).toBe(true);
    expect(typeof p.message, JSON.stringify(p)).toBe('string');
    expect(p.message.length, JSON.stringify(p)).toBeGreaterThan(0);
  }
}

/** The checker's whole path, as check:schemas runs it: the file's text, then the lints of a valid schema. */
function checkAll(value: Json, asForm = true): SchemaProblem[] {
  const text = JSON.stringify(value) ?? 'undefined';
  const loaded = loadSchema(text);
  const problems = [...loaded.problems];
  if (loaded.schema) {
    linted += 1;
    problems.push(...lintSchema(loaded.schema as PageSchema, ctx));
  }
  const checked = checkPageSchema(value);
  if (!checked.ok) problems.push(...checked.problems);
  const form = asForm ? checkFormContent(value) : { ok: true as const };
  if (!form.ok) problems.push(...form.problems);
  return problems;
}

describe('schema checker on any input', () => {
  it('has real pages to mutate, and they check clean', () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(checkAll(pages[0], false)).toEqual([]);
  });

  it('never throws on random JSON, and every problem has a path and a message', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        expectWellFormed(checkAll(value));
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('never throws on mutated real page schemas, and every problem has a path and a message', () => {
    linted = 0;
    fc.assert(
      fc.property(fc.nat({ max: pages.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 4 }), (which, mutations) => {
        expectWellFormed(checkAll(mutate(pages[which], mutations)));
      }),
      { numRuns: 200 },
    );
    // The mutations must reach the lints too, not only the meta-schema. About one page in ten stays
    // valid (fewer since the meta-schema lists the control kinds); a bar well below that keeps this
    // from failing by chance (below 5 of 200 is about a one in a million draw).
    expect(linted).toBeGreaterThan(4);
  }, 60_000);

  it('answers text that is not JSON with a problem at $', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        let json = true;
        try {
          JSON.parse(text);
        } catch {
          json = false;
        }
        const loaded = loadSchema(text);
        expectWellFormed(loaded.problems);
        if (!json) expect(loaded.problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});
