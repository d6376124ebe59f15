import { MinusCircleOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { Button, DatePicker, Input, InputNumber, Select, Space } from 'antd';
import dayjs from 'dayjs';
import type { DictOption, SuperQueryRule } from '../../../schemas/adapter.ts';
import { changeField, changeRule, RULES, type ConditionLine } from './conditions.ts';
import { ruleLabels, superQueryMessages as m } from './messages.ts';
import type { QueryField } from './queryFields.ts';

const DATE_FORMAT = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' } as const;
const ruleOptions = RULES.map((rule) => ({ value: rule, label: ruleLabels[rule] }));

interface ValueInputProps {
  line: ConditionLine;
  field: QueryField | undefined;
  items: DictOption[] | undefined;
  onChange: (val: string | string[]) => void;
}

/** The value editor fits the field: a dictionary select, a list for `in`, a date, a number or text. */
function ValueInput({ line, field, items, onChange }: ValueInputProps) {
  const style = { width: 240 };
  const single = Array.isArray(line.val) ? (line.val[0] ?? '') : line.val;
  if (line.rule === 'in') {
    const options = items?.map((i) => ({ value: i.value, label: i.text }));
    return <Select aria-label={m.value} style={style} mode={items ? 'multiple' : 'tags'} options={options} placeholder={m.chooseValue} value={Array.isArray(line.val) ? line.val : []} onChange={(v: string[]) => onChange(v)} />;
  }
  if (items) {
    return <Select aria-label={m.value} style={style} allowClear options={items.map((i) => ({ value: i.value, label: i.text }))} placeholder={m.chooseValue} value={single || undefined} onChange={(v?: string) => onChange(v ?? '')} />;
  }
  if (field?.type === 'date' || field?.type === 'datetime') {
    const format = DATE_FORMAT[field.type];
    return (
      <DatePicker aria-label={m.value} style={style} showTime={field.type === 'datetime'} format={format} value={single ? dayjs(single, format) : null} onChange={(d) => onChange(d ? d.format(format) : '')} />
    );
  }
  if (field?.type === 'int' || field?.type === 'number') {
    return <InputNumber aria-label={m.value} style={style} value={single === '' ? null : Number(single)} onChange={(v) => onChange(v === null ? '' : String(v))} />;
  }
  return <Input aria-label={m.value} style={style} placeholder={m.value} value={single} onChange={(e) => onChange(e.target.value)} />;
}

export interface ConditionRowProps {
  line: ConditionLine;
  fields: readonly QueryField[];
  dictItems: Record<string, DictOption[]>;
  onChange: (line: ConditionLine) => void;
  onAdd: () => void;
  onRemove: () => void;
}

export function ConditionRow({ line, fields, dictItems, onChange, onAdd, onRemove }: ConditionRowProps) {
  const field = fields.find((f) => f.field === line.field);
  const items = field?.dictCode ? dictItems[field.dictCode] : undefined;
  return (
    <Space wrap>
      <Select
        aria-label={m.field}
        style={{ width: 180 }}
        placeholder={m.field}
        showSearch
        optionFilterProp="label"
        options={fields.map((f) => ({ value: f.field, label: f.label }))}
        value={line.field}
        onChange={(value: string) => onChange(changeField(line, value))}
      />
      <Select aria-label={m.rule} style={{ width: 120 }} options={ruleOptions} value={line.rule} onChange={(rule: SuperQueryRule) => onChange(changeRule(line, rule))} />
      <ValueInput line={line} field={field} items={items} onChange={(val) => onChange({ ...line, val })} />
      <Button type="text" aria-label={m.addLine} icon={<PlusCircleOutlined />} onClick={onAdd} />
      <Button type="text" aria-label={m.removeLine} icon={<MinusCircleOutlined />} onClick={onRemove} />
    </Space>
  );
}
