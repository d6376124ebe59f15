import { Cascader, type CascaderProps } from 'antd';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { asArray, readNumber, readObject, readText } from '../shared/read.ts';

type Path = (string | number | null)[];
type CascaderOption = NonNullable<CascaderProps['options']>[number];

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
const isOption = (value: unknown): value is CascaderOption => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A cascader over the given options; the label, value and children keys come from `props`
 * (Element's cascader props). Chinese area data (`areaData`) is a later issue: the options given are shown.
 */
export function CascaderControl({ control, value, onChange, disabled, readOnly }: FieldControlProps) {
  const props = readObject(control, 'props');
  const fieldNames = { label: text(props.label, 'label'), value: text(props.value, 'value'), children: text(props.children, 'children') };
  const options = Array.isArray(control.options) ? (control.options as unknown[]).filter(isOption) : [];
  const separator = text(props.separator, '/');
  const allLevels = props['show-all-levels'] !== false;
  const multiple = props.multiple === true;
  const common = {
    id: control.id,
    options,
    fieldNames,
    changeOnSelect: props.checkStrictly === true,
    expandTrigger: props.expandTrigger === 'hover' ? ('hover' as const) : ('click' as const),
    showSearch: props.filterable === true,
    allowClear: control.clearable !== false,
    disabled: disabled || readOnly,
    placeholder: readText(control, 'placeholder'),
    displayRender: (labels: string[]) => (allLevels ? labels.join(` ${separator} `) : labels[labels.length - 1]),
    style: { width: `${readNumber(control, 'width', 100)}%` },
  };
  if (multiple) {
    const paths = asArray(value).filter(Array.isArray) as Path[];
    return <Cascader {...common} multiple value={paths} onChange={(next: Path[]) => onChange(next ?? [])} />;
  }
  return <Cascader {...common} value={asArray(value) as Path} onChange={(next: Path) => onChange(next ?? [])} />;
}

export const cascaderControl: ControlEntry = { compType: 'cascader', role: 'field', Render: CascaderControl };
