import { Select, Spin } from 'antd';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { searchSelectMessages as m } from './messages.ts';
import { SEARCH_SEPARATOR, searchSelectConfig, searchValues } from './searchSelect.ts';
import { useDictSearch } from './useDictSearch.ts';

type Labelled = { value: string; label?: unknown };

/**
 * searchSelect and dictSearch (seed 002 §2, §7, §8): a select over a dictionary (`dict`: a code or
 * table,text,code) that the server searches as one types (`async`, the default), `debounce` ms
 * after the last key: 800 for the searchable select, 300 for the dictionary keyword search. An
 * empty answer shows 未找到数据. The value is the chosen items' values, several joined with ','.
 */
export function SearchSelectControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  const config = searchSelectConfig(control);
  const values = searchValues(value);
  const { options, loading, search, opened, labels } = useDictSearch(config, values);
  const known = new Map(options.map((o) => [o.value, o.label]));
  const labelled = values.map((v) => ({ value: v, label: known.get(v) ?? labels.get(v) ?? v }));
  const emit = (next: Labelled | Labelled[] | null | undefined) => {
    const list = Array.isArray(next) ? next : next ? [next] : [];
    onChange(list.map((item) => item.value).join(SEARCH_SEPARATOR));
  };

  return (
    <Select<Labelled | Labelled[]>
      id={control.id}
      style={{ width: '100%' }}
      showSearch
      labelInValue
      mode={config.multiple ? 'multiple' : undefined}
      value={config.multiple ? labelled : labelled[0]}
      options={options}
      // Async: the server filters; otherwise the loaded items are filtered by their label.
      filterOption={config.async ? false : (input, option) => String(option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase())}
      onSearch={config.async ? search : undefined}
      onOpenChange={(open) => open && config.async && opened()}
      notFoundContent={loading ? <Spin size="small" /> : m.notFound}
      placeholder={config.placeholder}
      allowClear={control.clearable !== false}
      disabled={disabled || readOnly}
      onChange={emit}
      onBlur={onBlur}
    />
  );
}

export const searchSelectControl: ControlEntry = { compType: 'searchSelect', role: 'field', Render: SearchSelectControl };
/** The dictionary keyword search: the same select, asking 300 ms after the last key (seed 002 §9). */
export const dictSearchControl: ControlEntry = { compType: 'dictSearch', role: 'field', Render: SearchSelectControl };
