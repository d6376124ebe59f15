/**
 * npm run check:schemas [files...]: checks page schemas (all of schemas/pages when none is named)
 * against the meta-schema and lints what it cannot see. One line per problem: file, JSON path,
 * rule, message. Exits 1 when there is any.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtInAdapterNames } from '../adapters/names.ts';
import { parseExpression } from '../runtime/core/expression.ts';
import { readFieldSets } from '../schemas/fieldSetFiles.ts';
import type { FieldSets } from '../schemas/fieldSets.ts';
import type { Entity, PageSchema } from '../schemas/types.ts';
import { entityPermissionCodes, lintSchema, loadSchema, type FileProblem, type LintContext } from './schemaLint.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

export function demoContext(entities: Entity[]): LintContext {
  const dicts = readJson<{ dictCode: string }[]>('fixtures/demo/dicts.json');
  const perms = readJson<{ perms?: string }[]>('fixtures/demo/permissions.json');
  const customKinds = path.join(root, 'schemas/controls/custom-kinds.json');
  return {
    adapters: [...builtInAdapterNames],
    dictCodes: new Set(dicts.map((d) => d.dictCode)),
    permissionCodes: new Set([...perms.flatMap((p) => (p.perms ? p.perms.split(',') : [])), ...entities.flatMap(entityPermissionCodes)]),
    extraControlKinds: fs.existsSync(customKinds) ? (JSON.parse(fs.readFileSync(customKinds, 'utf8')) as string[]) : [],
    entities,
    parseExpression,
  };
}

export function checkFiles(files: string[]): FileProblem[] {
  // Each file's field sets are those of its own folder, as the server reads them.
  const setsOf = new Map<string, FieldSets>();
  const sets = (file: string): FieldSets => {
    const dir = path.dirname(file);
    if (!setsOf.has(dir)) setsOf.set(dir, readFieldSets(dir));
    return setsOf.get(dir) ?? new Map();
  };
  const loaded = files.map((file) => ({ file, ...loadSchema(fs.readFileSync(file, 'utf8'), sets(file)) }));
  const valid = loaded.filter((l): l is typeof l & { schema: PageSchema } => l.schema !== undefined);
  const entities = valid.flatMap((l) => ('entity' in l.schema && l.schema.entity ? [l.schema.entity] : []));
  const ctx = demoContext(entities);
  const problems: FileProblem[] = loaded.flatMap((l) => l.problems.map((p) => ({ file: l.file, ...p })));
  for (const l of valid) problems.push(...lintSchema(l.schema, ctx).map((p) => ({ file: l.file, ...p })));
  const ids = new Map<string, string>();
  for (const l of valid) {
    const other = ids.get(l.schema.id);
    if (other) problems.push({ file: l.file, path: '$.id', rule: 'duplicate', message: `page id "${l.schema.id}" is used by ${other} too` });
    ids.set(l.schema.id, l.file);
  }
  return problems;
}

function main(): void {
  const args = process.argv.slice(2);
  const pagesDir = path.join(root, 'schemas/pages');
  const files = args.length > 0 ? args : fs.readdirSync(pagesDir).filter((f) => f.endsWith('.json')).map((f) => path.join(pagesDir, f));
  const problems = checkFiles(files.map((f) => path.resolve(f)));
  for (const p of problems) console.log(`${path.relative(process.cwd(), p.file)}: ${p.path}: ${p.rule}: ${p.message}`);
  console.log(problems.length === 0 ? `${files.length} schema(s) checked: no problems` : `${problems.length} problem(s) in ${files.length} schema(s)`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
