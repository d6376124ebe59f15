// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { controlKinds, defaultTableLayout } from '../../schemas/controls/catalogue.ts';
import type { Control, TableCell } from '../../schemas/types.ts';
import { installDomStubs } from '../react/testDom.ts';
import { createTestServices } from '../react/testServices.ts';
import { formOf, renderSchemaForm } from '../react/testRender.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

/** A control of each kind as the designer's palette makes it: only id and compType, the rest from the catalogue. */
function fresh(compType: string, i: number): Control {
  if (compType === 'table') {
    let id = 100;
    const layoutArray = defaultTableLayout(() => (id += 1)) as unknown as TableCell[][];
    layoutArray[0][1].columns = [{ id: `fd_${i}_in`, compType: 'input', label: '格内' }];
    return { id: `table_${i}`, compType, layoutArray };
  }
  if (compType === 'dynamicTable') return { id: `fd_${i}`, compType, columns: [{ id: `fd_${i}_col`, compType: 'input', label: '列' }] };
  if (compType === 'row')
    return {
      id: `row_${i}`,
      compType,
      columns: [
        { span: 12, list: [{ id: `fd_${i}_in`, compType: 'input', label: '栏内' }] },
        { span: 12, list: [] },
      ],
    };
  if (compType === 'html') return { id: `fd_${i}`, compType, html: '<b>粗体</b>' };
  if (compType === 'tdItem') return { id: `td_${i}`, compType, columns: [{ id: `fd_${i}_in`, compType: 'input', label: '格内' }] };
  return { id: `fd_${i}`, compType };
}

describe('every control kind of seed 001 section 3', () => {
  it.each(controlKinds.map((kind, i) => [kind.compType, i] as const))('%s renders from its defaults alone', (compType, i) => {
    const services = createTestServices({ getJson: {} });
    const { view } = renderSchemaForm(formOf(fresh(compType, i)), { services });
    expect(view.container.querySelector('.ant-alert-error')?.textContent ?? null).toBeNull();
    expect(view.container.textContent?.length ?? 0).toBeGreaterThan(0);
  });
});
