import { Cascader, type CascaderProps } from 'antd';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { InlineError } from '../shared/InlineError.tsx';
import { asArray, readNumber, readObject, readText } from '../shared/read.ts';
import { useCascaderOptions } from './useCascaderOptions.ts';

type Path = (string | number | null)[];
type CascaderOption = NonNullable<CascaderProps['options']>[number];

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/**
 * A cascader (Element's cascader props under `props`): over the given options with their dynamic
 * label/value/children keys, the list `action` answers (dataType dynamic), or with `areaData` the
 * Chinese provinces → cities → districts, storing area codes.
 */
export function CascaderControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  const { options, fieldNames, loading, error } = useCascaderOptions(control);
  const props = readObject(control, 'props');
  const separator = text(props.separator, '/');
  const allLevels = props['show-all-levels'] !== false;
  const common = {
    id: control.id,
    // antd's option type is an index signature over the dynamic keys: the items are plain records.
    options: options as CascaderOption[],
    fieldNames,
    loading,
    changeOnSelect: props.checkStrictly === true,
    expandTrigger: props.expandTrigger === 'hover' ? ('hover' as const) : ('click' as const),
    showSearch: props.filterable === true,
    allowClear: control.clearable !== false,
    disabled: disabled || readOnly,
    placeholder: readText(control, 'placeholder'),
    displayRender: (labels: string[]) => (allLevels ? labels.join(` ${separator} `) : labels[labels.length - 1]),
    style: { width: `${readNumber(control, 'width', 100)}%` },
    onBlur,
  };
  const field =
    props.multiple === true ? (
      <Cascader {...common} multiple value={asArray(value).filter(Array.isArray) as Path[]} onChange={(next: Path[]) => onChange(next ?? [])} />
    ) : (
      <Cascader {...common} value={asArray(value) as Path} onChange={(next: Path) => onChange(next ?? [])} />
    );
  return (
    <>
      {field}
      <InlineError message={error} />
    </>
  );
}

export const cascaderControl: ControlEntry = { compType: 'cascader', role: 'field', Render: CascaderControl };
