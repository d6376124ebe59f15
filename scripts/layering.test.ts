import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering rules of eslint.config.js, run on code strings placed at a path of each layer.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.js' });

async function layeringErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

describe('layering lint rule', () => {
  it.each([
    ['runtime/core/x.ts', "export const load = () => import('../../designer/DesignerPage.tsx');"],
    ['runtime/core/x.ts', 'export const load = () => import(`../../server/app.ts`);'],
    ['runtime/core/x.ts', "export type App = typeof import('../../server/app.ts');"],
    ['adapters/http/x.ts', "export const load = () => import('../../runtime/core/index.ts');"],
    ['schemas/x.ts', "export const load = () => import('react');"],
    ['schemas/x.ts', "export const load = () => import('@formily/react');"],
    ['schemas/pages/x.ts', "export const load = () => import('../../adapters/http/index.ts');"],
    ['server/http/x.ts', "export const load = () => import('antd/es/message');"],
    ['runtime/shell/registerBuiltIns.ts', "export const load = () => import('../../server/app.ts');"],
  ])('refuses in %s: %s', async (filePath, code) => {
    const errors = await layeringErrors(code, filePath);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('import(');
  });

  it('refuses the static import as before', async () => {
    expect(await layeringErrors("export { DesignerPage } from '../../designer/DesignerPage.tsx';", 'runtime/core/x.ts')).toHaveLength(1);
    expect(await layeringErrors("import { x } from '../../designer/x.ts';\nexport { x };", 'runtime/shell/registerBuiltIns.ts')).toHaveLength(1);
  });

  it.each([
    // The one exception (README, layering): the shell names the designer's page as a lazy chunk.
    ['runtime/shell/registerBuiltIns.ts', "export const load = () => import('../../designer/DesignerPage.tsx');"],
    ['runtime/shell/x.ts', "export const load = () => import('antd/es/message');"],
    ['runtime/core/x.ts', "export const load = () => import('./serverish.ts');"],
    ['adapters/memory/x.ts', "export const load = () => import('exceljs');"],
    ['designer/x.ts', "export const load = () => import('../runtime/core/index.ts');"],
    ['schemas/x.ts', "export const load = () => import('./cron/index.ts');"],
  ])('allows in %s: %s', async (filePath, code) => {
    expect(await layeringErrors(code, filePath)).toEqual([]);
  });
});
