// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { builtInControls } from '../../controls/builtInControls.ts';
import { createControlRegistry } from '../../controls/registry.ts';
import { installDomStubs } from '../testDom.ts';
import { AntdFieldItem } from './AntdFieldItem.tsx';
import { useAntdClasses } from './antdClasses.ts';
import type { FieldItemProps } from './fieldItemProps.ts';
import { FormLayoutContext, type FormLayout } from './formLayout.ts';
import { LightFieldItem } from './LightFieldItem.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const registry = createControlRegistry(builtInControls);

/** The item's markup reduced to what the styles see: tags, classes (no hash or motion classes), inline styles, label and ids. */
function shape(element: Element): unknown {
  const classes = [...element.classList].filter((c) => !c.startsWith('css-') && !c.startsWith('ant-show-help')).sort();
  return {
    tag: element.tagName,
    classes,
    style: element.getAttribute('style') ?? '',
    for: element.getAttribute('for'),
    title: element.getAttribute('title'),
    role: element.getAttribute('role'),
    text: element.children.length === 0 ? element.textContent : undefined,
    children: [...element.children].map(shape),
  };
}

interface Setting {
  layout?: Partial<FormLayout>;
  labelAlign?: 'left' | 'right';
}

/** Inside SchemaForm's antd Form, with the theme's real classes (so antd's styles apply in both). */
function Harness({ Item, props, setting }: { Item: (props: FieldItemProps) => ReactNode; props: Omit<FieldItemProps, 'children'>; setting: Setting }) {
  const antd = useAntdClasses();
  const value: FormLayout = { registry, labelWidth: 100, vertical: false, labelAlign: setting.labelAlign, gutter: 15, antd, ...setting.layout };
  return (
    <FormLayoutContext.Provider value={value}>
      <Form component={false} layout={value.vertical ? 'vertical' : 'horizontal'} labelWrap labelAlign={setting.labelAlign ?? 'right'}>
        <Item {...props}>
          <Input id={props.control.id} />
        </Item>
      </Form>
    </FormLayoutContext.Provider>
  );
}

function renderItem(Item: (props: FieldItemProps) => ReactNode, props: Omit<FieldItemProps, 'children'>, setting: Setting = {}) {
  const view = render(<Harness Item={Item} props={props} setting={setting} />);
  const item = view.container.querySelector('.ant-form-item');
  if (!item) throw new Error('no form item rendered');
  return { item, input: view.container.querySelector('input') as HTMLInputElement };
}

function Light(props: FieldItemProps) {
  const antd = useAntdClasses();
  if (!antd) throw new Error('the default theme has no CSS variables');
  return <LightFieldItem {...props} antd={antd} />;
}
const light = (props: FieldItemProps) => <Light {...props} />;
const field = (extra: Partial<Control> = {}): Control => ({ id: 'fd_name', compType: 'input', label: '户主姓名', ...extra });

describe('the light field item draws what antd Form.Item draws', () => {
  const cases: [string, Omit<FieldItemProps, 'children'>, Setting?][] = [
    ['a label of the form width', { control: field(), labelWidth: undefined }],
    ['its own label width and a required mark', { control: field({ required: true }), labelWidth: 120 }],
    ['a label that ends in a colon', { control: field({ label: '备注：' }), labelWidth: undefined }],
    ['error lines, each once', { control: field({ required: true }), labelWidth: undefined, errors: ['户主姓名不能为空', '只能是数字', '只能是数字'] }],
    ['no label (showLabel false)', { control: field({ showLabel: false }), labelWidth: undefined }],
    ['a dynamic-table cell', { control: field(), labelWidth: undefined, compact: true, errors: ['姓名不能为空'] }],
    ['labels on top', { control: field({ required: true }), labelWidth: undefined }, { layout: { vertical: true } }],
    ['labels aligned left', { control: field(), labelWidth: 90 }, { labelAlign: 'left' }],
  ];
  for (const [name, props, setting] of cases) {
    it(name, () => {
      const ours = shape(renderItem(light, props, setting).item);
      cleanup();
      const theirs = shape(renderItem(AntdFieldItem, props, setting).item);
      expect(ours).toEqual(theirs);
    });
  }

  it('gives the input inside the error status, as Form.Item does', () => {
    const { input } = renderItem(light, { control: field(), labelWidth: undefined, errors: ['错'] });
    expect(input.closest('.ant-input-status-error, .ant-input-affix-wrapper-status-error')).not.toBeNull();
    cleanup();
    const fine = renderItem(light, { control: field(), labelWidth: undefined });
    expect(fine.input.closest('.ant-input-status-error, .ant-input-affix-wrapper-status-error')).toBeNull();
  });

  it("carries the theme's hash class where antd scopes its styles, as Form.Item does", () => {
    const selectors = ['.ant-form-item', '.ant-form-item-row', '.ant-form-item-label', '.ant-form-item-control', '.ant-form-item-explain'];
    const hashes = (item: Element) => selectors.map((s) => [...((item.matches(s) ? item : item.querySelector(s))?.classList ?? [])].filter((c) => c.startsWith('css-')));
    const ours = hashes(renderItem(light, { control: field(), labelWidth: undefined, errors: ['错'] }).item);
    cleanup();
    const theirs = hashes(renderItem(AntdFieldItem, { control: field(), labelWidth: undefined, errors: ['错'] }).item);
    expect(ours).toEqual(theirs);
    expect(ours.flat().length).toBe(selectors.length);
  });
});
