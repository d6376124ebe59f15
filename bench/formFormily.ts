/**
 * The bench form written as a plain Formily JSON schema for @formily/antd-v5, the yardstick of
 * bench/form.ts: the same fields in the same order, with the same titles, defaults and required
 * marks, rows and the layout table as FormGrid, the dynamic table as ArrayTable. It is what a
 * Formily user would write by hand for that form.
 */
import type { ISchema } from '@formily/react';
import type { Control } from '../schemas/types.ts';
import type { BenchForm } from './formContent.ts';

const COMPONENTS: Record<string, string> = {
  input: 'Input',
  textarea: 'Input.TextArea',
  inputNumber: 'NumberPicker',
  select: 'Select',
  radio: 'Radio.Group',
  checkbox: 'Checkbox.Group',
  Switch: 'Switch',
  date: 'DatePicker',
};

const DEFAULTS: Record<string, unknown> = { input: '', textarea: '', inputNumber: 0, select: undefined, radio: '', checkbox: [], Switch: false, date: undefined };

function field(control: Control, decorated = true): ISchema {
  const component = COMPONENTS[control.compType];
  if (!component) throw new Error(`no Formily component for ${control.compType}`);
  return {
    type: control.compType === 'checkbox' ? 'array' : control.compType === 'inputNumber' ? 'number' : control.compType === 'Switch' ? 'boolean' : 'string',
    title: control.label,
    required: control.required === true,
    default: DEFAULTS[control.compType],
    enum: control.options?.map((o) => ({ label: o.label, value: o.value })),
    'x-decorator': decorated ? 'FormItem' : undefined,
    'x-component': component,
    'x-validator': control.rules?.map((r) => ({ pattern: r.rule, message: r.msg })),
  };
}

function grid(controls: Control[], columns: number): ISchema {
  return {
    type: 'void',
    'x-component': 'FormGrid',
    'x-component-props': { maxColumns: columns, minColumns: columns },
    properties: Object.fromEntries(controls.map((c, i) => [c.id, { ...field(c), 'x-index': i }])),
  };
}

function arrayTable(control: Control): ISchema {
  const columns = control.columns as Control[];
  return {
    type: 'array',
    title: control.label,
    'x-decorator': 'FormItem',
    'x-component': 'ArrayTable',
    'x-component-props': { pagination: false, size: 'small', bordered: true },
    items: {
      type: 'object',
      properties: {
        $index: { type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: '序号', width: 60 }, properties: { index: { type: 'void', 'x-component': 'ArrayTable.Index' } } },
        ...Object.fromEntries(
          columns.map((c, i) => [
            `column_${c.id}`,
            { type: 'void', 'x-index': i + 1, 'x-component': 'ArrayTable.Column', 'x-component-props': { title: c.label }, properties: { [c.id]: { ...field(c, false), 'x-decorator': 'FormItem' } } },
          ]),
        ),
        $actions: { type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { title: '操作', width: 80 }, properties: { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } } },
      },
    },
    properties: { add: { type: 'void', title: '添加', 'x-component': 'ArrayTable.Addition' } },
  };
}

/** The plain Formily schema of the bench form. */
export function formilySchemaOf(bench: BenchForm): ISchema {
  const properties: Record<string, ISchema> = {};
  bench.content.list.forEach((control, i) => {
    let schema: ISchema;
    if (control.compType === 'divider') schema = { type: 'void', 'x-component': 'Divider', 'x-content': String(control.text ?? '') };
    else if (control.compType === 'row') {
      const lists = (control.columns as { list: Control[] }[]).map((c) => c.list);
      // Column by column in the designer; FormGrid fills row by row, so interleave to keep the picture.
      const cells = lists[0].flatMap((_, r) => lists.map((list) => list[r]));
      schema = grid(cells, lists.length);
    } else if (control.compType === 'table') schema = grid((control.layoutArray ?? []).flatMap((cells) => cells.flatMap((cell) => cell.columns)), 4);
    else if (control.compType === 'dynamicTable') schema = arrayTable(control);
    else schema = field(control);
    properties[control.id] = { ...schema, 'x-index': i };
  });
  return { type: 'object', properties };
}
