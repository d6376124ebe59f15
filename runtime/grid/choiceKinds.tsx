import { Radio, Select } from 'antd';
import type { CellKind, GridColumnView } from './cellKinds.tsx';

/** The cells of seed 002 §3 that choose from a column's options (its `options`, or its dictionary's items). */

const plain = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const textOf = (column: GridColumnView, value: string) => column.options?.find((o) => o.value === value)?.text ?? value;
const labelled = (column: GridColumnView) => column.options?.map((o) => ({ value: o.value, label: o.text }));

/** list_multi keeps its values as the platform does: one text, comma-separated. */
export const multiValues = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : plain(value).split(',').map((v) => v.trim()).filter((v) => v !== '');

export const CHOICE_KINDS = {
  radio: {
    width: 120,
    text: (value, column) => textOf(column, plain(value)),
    Editor: ({ value, column, commit }) => (
      <Radio.Group
        value={plain(value)}
        options={column.options?.map((o) => ({ value: o.value, label: o.text }))}
        onChange={(e) => commit(e.target.value as string, true)}
      />
    ),
  },
  list_multi: {
    width: 120,
    text: (value, column) => multiValues(value).map((v) => textOf(column, v)).join(','),
    Editor: ({ value, column, commit, cancel }) => (
      <Select
        autoFocus
        defaultOpen
        mode="multiple"
        maxTagCount="responsive"
        style={{ width: '100%' }}
        value={multiValues(value)}
        options={labelled(column)}
        onChange={(next: string[]) => commit(next.join(','))}
        onBlur={cancel}
      />
    ),
  },
  sel_search: {
    width: 120,
    text: (value, column) => textOf(column, plain(value)),
    Editor: ({ value, column, commit }) => (
      <Select
        autoFocus
        defaultOpen
        showSearch
        allowClear
        optionFilterProp="label"
        style={{ width: '100%' }}
        value={plain(value) === '' ? undefined : plain(value)}
        options={labelled(column)}
        onChange={(next: string | undefined) => commit(next ?? '', true)}
      />
    ),
  },
} satisfies Record<string, CellKind>;
