import fs from 'node:fs';
import path from 'node:path';
import type { SchemaCatalogueEntry } from '../../schemas/catalogue.ts';
import { readFieldSets } from '../../schemas/fieldSetFiles.ts';
import { applyFieldSets, type FieldSets } from '../../schemas/fieldSets.ts';
import { migratePage } from '../../schemas/migrations/index.ts';
import { checkPageSchema } from '../../schemas/validate.ts';
import type { PageSchema } from '../../schemas/types.ts';
import { entityModel, type EntityModel } from './model.ts';
import { detailProblems, entityProblems, tableDictProblems } from './registryChecks.ts';

/** A page schema file as the front end receives it: valid or not, with its problems. */
export type PageEntry = SchemaCatalogueEntry;

export interface SchemaRegistry {
  pages: PageEntry[];
  /** Entities of valid pages only. */
  entities: EntityModel[];
  byTable: Map<string, EntityModel>;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function readPage(dir: string, file: string, sets: FieldSets): { entry: PageEntry; page?: PageSchema } {
  const entry: PageEntry = { id: file.replace(/\.json$/, ''), file, kind: '', title: '', components: [], schema: null, problems: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } catch (error) {
    entry.problems.push({ path: '$', rule: 'json', message: `is not valid JSON: ${(error as Error).message}` });
    return { entry };
  }
  try {
    const applied = applyFieldSets(migratePage(raw), sets);
    entry.schema = applied.page;
    entry.problems.push(...applied.problems);
  } catch (error) {
    entry.schema = raw;
    entry.problems.push({ path: '$.version', rule: 'version', message: (error as Error).message });
  }
  const schema = record(entry.schema);
  if (typeof schema.id === 'string' && schema.id) entry.id = schema.id;
  if (typeof schema.kind === 'string') entry.kind = schema.kind;
  if (typeof schema.title === 'string') entry.title = schema.title;
  const components = record(schema.route).components;
  if (Array.isArray(components)) entry.components = components.filter((c): c is string => typeof c === 'string');
  if (entry.problems.length > 0) return { entry };
  const checked = checkPageSchema(entry.schema);
  if (!checked.ok) {
    entry.problems.push(...checked.problems);
    return { entry };
  }
  entry.problems.push(...entityProblems(checked.value));
  return entry.problems.length > 0 ? { entry } : { entry, page: checked.value };
}

function declaredEntity(entry: PageEntry, page: PageSchema): EntityModel | undefined {
  if (!('entity' in page) || !page.entity) return undefined;
  return entityModel(page.entity, { file: entry.file, title: page.title, components: entry.components });
}

/** Two declarations of one table or one endpoint base cannot both be served: a start-up error. */
function refuseClashes(entities: EntityModel[]): void {
  const seen = new Map<string, EntityModel>();
  for (const entity of entities) {
    for (const key of [`table ${entity.table}`, `api ${entity.api}`]) {
      const other = seen.get(key);
      if (other) throw new Error(`schema files ${other.file} and ${entity.file} both declare the entity ${key}`);
      seen.set(key, entity);
    }
  }
}

/**
 * Reads every `*.json` page schema of a folder: each is migrated and validated. A bad file is kept
 * (with its problems) for the front end to show, but declares no entity.
 */
export function loadSchemaRegistry(dir: string): SchemaRegistry {
  if (!fs.existsSync(dir)) throw new Error(`SCHEMAS_DIR ${dir} does not exist`);
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const sets = readFieldSets(dir);
  const read = files.map((file) => readPage(dir, file, sets));
  let candidates = read.flatMap(({ entry, page }) => {
    const entity = page && declaredEntity(entry, page);
    return entity ? [{ entry, entity }] : [];
  });
  // A table dictionary or a detail must name a declared entity; dropping one entity can strand another's.
  for (let changed = true; changed; ) {
    changed = false;
    const tables = new Map(candidates.map((c) => [c.entity.table, c.entity]));
    for (const candidate of candidates) {
      const problems = [...tableDictProblems(candidate.entity, tables), ...detailProblems(candidate.entity, tables)];
      if (problems.length === 0) continue;
      candidate.entry.problems.push(...problems);
      changed = true;
    }
    candidates = candidates.filter((c) => c.entry.problems.length === 0);
  }
  const entities = candidates.map((c) => c.entity);
  refuseClashes(entities);
  return { pages: read.map((r) => r.entry), entities, byTable: new Map(entities.map((e) => [e.table, e])) };
}

/** `file: $.path rule message` lines, for the start-up log. */
export function describeProblems(entry: PageEntry): string {
  return entry.problems.map((p) => `${entry.file}: ${p.path} ${p.rule}: ${p.message}`).join('\n');
}
