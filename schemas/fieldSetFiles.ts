import fs from 'node:fs';
import path from 'node:path';
import type { FieldSets } from './fieldSets.ts';
import type { FieldSet } from './types.ts';
import { validateFieldSet } from './validators.generated.js';

/** Where a folder of page files keeps its field sets: a `fieldsets` folder among them. */
export const fieldSetsDir = (pagesDir: string): string => path.join(pagesDir, 'fieldsets');

/**
 * Reads `<pagesDir>/fieldsets/*.json`. A set that is not valid JSON, fails the meta-schema's
 * `fieldSet` or whose id is not its file name stops the caller: every page naming it would
 * otherwise lose fields silently.
 */
export function readFieldSets(pagesDir: string): FieldSets {
  const dir = fieldSetsDir(pagesDir);
  const sets = new Map<string, FieldSet>();
  if (!fs.existsSync(dir)) return sets;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const where = path.join(dir, file);
    const value = JSON.parse(fs.readFileSync(where, 'utf8')) as unknown;
    if (!validateFieldSet(value)) {
      const problems = (validateFieldSet.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ');
      throw new Error(`field set ${where} is not valid: ${problems}`);
    }
    const set = value as FieldSet;
    if (`${set.id}.json` !== file) throw new Error(`field set ${where} has the id "${set.id}": it must be its file name`);
    sets.set(set.id, set);
  }
  return sets;
}
