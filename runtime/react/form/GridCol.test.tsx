// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { builtInControls } from '../../controls/builtInControls.ts';
import { createControlRegistry } from '../../controls/registry.ts';
import { installDomStubs } from '../testDom.ts';
import { useAntdClasses } from './antdClasses.ts';
import { FormLayoutContext, type FormLayout } from './formLayout.ts';
import { GridCol } from './GridCol.tsx';
import { GridRow } from './GridRow.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const registry = createControlRegistry(builtInControls);

function Grid({ light, gutter, lazyOffscreen }: { light: boolean; gutter: number; lazyOffscreen?: boolean }) {
  const antd = useAntdClasses();
  const layout: FormLayout = { registry, labelWidth: 80, vertical: false, gutter, antd: light ? antd : undefined, lazyOffscreen };
  return (
    <FormLayoutContext.Provider value={layout}>
      <GridRow>
        <GridCol span={12}>甲</GridCol>
        <GridCol span={8}>乙</GridCol>
      </GridRow>
    </FormLayoutContext.Provider>
  );
}

/** Each element's classes and inline style, in document order. */
const shape = (root: Element) => [root, ...root.querySelectorAll('*')].map((e) => [e.className, e.getAttribute('style') ?? '']);

describe("the light grid draws antd's Row and Col", () => {
  for (const gutter of [15, 0]) {
    it(`with a gutter of ${gutter}`, () => {
      const ours = shape(render(<Grid light gutter={gutter} />).container);
      cleanup();
      const theirs = shape(render(<Grid light={false} gutter={gutter} />).container);
      expect(ours).toEqual(theirs);
    });
  }

  it('lets the browser skip the columns of a long form while they are off screen', () => {
    const { container } = render(<Grid light gutter={15} lazyOffscreen />);
    const col = container.querySelector('.ant-col') as HTMLElement;
    expect(col.style.getPropertyValue('content-visibility')).toBe('auto');
    expect(col.style.paddingLeft).toBe('7.5px');
  });
});
