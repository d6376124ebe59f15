import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { checkFiles } from './check-schemas.ts';

const root = path.resolve(import.meta.dirname, '..');
const busLine = JSON.parse(fs.readFileSync(path.join(root, 'schemas/pages/bus-line.json'), 'utf8')) as Record<string, unknown>;

function withSchema(mutate: (schema: Record<string, unknown>) => void): string {
  const schema = structuredClone(busLine);
  mutate(schema);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-schemas-'));
  const file = path.join(dir, 'page.json');
  fs.writeFileSync(file, JSON.stringify(schema));
  return file;
}

const problemsOf = (file: string) => checkFiles([file]).map((p) => `${p.path} ${p.rule}`);

describe('npm run check:schemas', () => {
  it('finds nothing wrong with the schemas in schemas/pages', () => {
    const dir = path.join(root, 'schemas/pages');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => path.join(dir, f));
    expect(checkFiles(files)).toEqual([]);
  });

  it('applies the field sets of the file\'s folder, and reports one that does not exist', () => {
    const file = withSchema((s) => {
      const entity = s.entity as { fieldSets?: string[] };
      entity.fieldSets = ['village', 'no-such-set'];
    });
    fs.cpSync(path.join(root, 'schemas/pages/fieldsets'), path.join(path.dirname(file), 'fieldsets'), { recursive: true });
    expect(problemsOf(file)).toEqual(['$.entity.fieldSets[1] fieldSet']);
  });

  it('reports a form control that lacks the library rule the server checks its field by', () => {
    const file = withSchema((s) => {
      const entity = s.entity as { fields: { name: string; check?: string }[] };
      entity.fields[0].check = 'telephone';
    });
    expect(problemsOf(file)).toEqual(['$.form.content.list[0].rules libraryRule']);
  });

  it('reports a form control that disagrees with its entity field: label, required, length', () => {
    const file = withSchema((s) => {
      const list = ((s.form as { content: { list: Record<string, unknown>[] } }).content.list);
      list[0].label = '线路';
      delete list[1].required;
      list[1].maxLength = 33;
    });
    expect(problemsOf(file)).toEqual(['$.form.content.list[0].label entityLabel', '$.form.content.list[1].required entityRequired', '$.form.content.list[1].maxLength entityLength']);
  });

  it('reports meta-schema failures with their paths', () => {
    expect(problemsOf(withSchema((s) => ((s.columns as { width?: number }[])[0].width = 1)))).toEqual(['$.columns[0].width minimum']);
  });

  it('reports an unregistered adapter', () => {
    expect(problemsOf(withSchema((s) => (s.dataSource = { adapter: 'graphql' })))).toEqual(['$.dataSource.adapter adapter']);
  });

  it('reports unknown dictionary and permission codes', () => {
    const file = withSchema((s) => {
      (s.columns as { dictCode?: string }[])[6].dictCode = 'no_such_dict';
      (s.toolbar as { has?: string }[])[0].has = 'bus:line:fly';
    });
    expect(problemsOf(file)).toEqual(['$.columns[6].dictCode dictionary', '$.toolbar[0].has permission']);
  });

  it('reports a table dictionary that is not a declared entity', () => {
    expect(problemsOf(withSchema((s) => ((s.columns as { dictCode?: string }[])[0].dictCode = 'sys_user,password,id')))).toEqual([
      '$.columns[0].dictCode dictionary',
    ]);
  });

  it('refuses an unknown control kind at the meta-schema, before the lints', () => {
    const file = withSchema((s) => {
      (s.form as { content: { list: Record<string, unknown>[] } }).content.list[0].compType = 'hologram';
    });
    expect(problemsOf(file)).toEqual(['$.form.content.list[0].compType unknownKind']);
  });

  it('reports duplicate ids and expressions that do not parse', () => {
    const file = withSchema((s) => {
      const list = (s.form as { content: { list: Record<string, unknown>[] } }).content.list;
      // A second control for 线路名称, worded as the field (a different label is a problem of its own).
      Object.assign(list[1], { id: 'lineName', label: '线路名称' });
      list[2].visibleWhen = 'status ==';
      (s.rowActions as { when?: string }[])[0].when = "status == '1'";
    });
    expect(problemsOf(file)).toEqual([
      '$.form.content.list[1].id duplicate',
      '$.form.content.list[2].visibleWhen expression',
    ]);
  });

  it('reports columns and search fields that the entity does not declare', () => {
    const file = withSchema((s) => {
      (s.columns as { field: string }[])[1].field = 'colour';
      (s.search as { field: string }[])[0].field = 'shape';
    });
    expect(problemsOf(file)).toEqual(['$.columns[1].field field', '$.search[0].field field']);
  });

  it('prints one line per problem with file and path, and exits 1', () => {
    const file = withSchema((s) => (s.dataSource = { adapter: 'graphql' }));
    let output = '';
    let status = 0;
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-schemas.ts', file], { cwd: root, encoding: 'utf8' });
    } catch (error) {
      const failure = error as { status: number; stdout: string };
      status = failure.status;
      output = failure.stdout;
    }
    expect(status).toBe(1);
    expect(output).toContain(`page.json: $.dataSource.adapter: adapter: adapter "graphql" is not registered`);
    // A cap, not an expectation: the CLI is a new Node process compiling TypeScript on a busy machine.
  }, 60_000);
});
