import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import type { DictOption } from '../../../schemas/adapter.ts';
import type { SearchField } from '../../../schemas/types.ts';
import { listMessages as m } from './messages.ts';
import { searchFilters } from './searchValues.ts';
import { SearchTree } from './SearchTree.tsx';

export interface SearchBarProps {
  fields: readonly SearchField[];
  dictItems: Record<string, DictOption[]>;
  /** Called with the filters in the value conventions. */
  onSearch: (filters: Record<string, string>) => void;
  onReset: () => void;
}

/**
 * What Form.Item hands its child: the value, the change handler and the id its label points at.
 * Typed `never` because this component only passes them on to the one input it renders.
 */
interface ItemProps {
  id?: string;
  value?: never;
  onChange?: never;
}

function FieldInput({ field, items, ...item }: { field: SearchField; items: DictOption[] | undefined } & ItemProps) {
  const placeholder = field.placeholder;
  switch (field.component ?? 'input') {
    case 'select':
      return <Select {...item} allowClear placeholder={placeholder ?? m.selectPlaceholder(field.label)} options={(items ?? []).map((i) => ({ value: i.value, label: i.text }))} />;
    case 'date':
      return <DatePicker {...item} style={{ width: '100%' }} placeholder={placeholder} />;
    case 'dateRange':
      return <DatePicker.RangePicker {...item} style={{ width: '100%' }} placeholder={[m.rangeStart, m.rangeEnd]} />;
    case 'number':
      return <InputNumber {...item} style={{ width: '100%' }} placeholder={placeholder ?? m.inputPlaceholder(field.label)} />;
    case 'tree':
      return <SearchTree {...item} url={field.url ?? ''} placeholder={placeholder ?? m.selectPlaceholder(field.label)} />;
    case 'input':
      return <Input {...item} allowClear placeholder={placeholder ?? m.inputPlaceholder(field.label)} />;
  }
}

const LABEL_COL = { flex: '0 0 auto' } as const;
const WRAPPER_COL = { flex: '1 1 0', style: { minWidth: 0 } } as const;

/** The list's search form (seed 002's list helper): fields from the schema, 查询 and 重置. */
export function SearchBar({ fields, dictItems, onSearch, onReset }: SearchBarProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  if (fields.length === 0) return null;
  return (
    // One layout for every kind: the label beside its control, both on one line (antd's inline
    // layout put a text input's label above it and a select's beside it in the same row).
    <Form
      form={form}
      name="search"
      layout="horizontal"
      labelCol={LABEL_COL}
      wrapperCol={WRAPPER_COL}
      onFinish={(values) => onSearch(searchFilters(fields, values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        {fields.map((field) => (
          <Col key={field.field} xl={6} lg={8} md={12} sm={24}>
            <Form.Item name={field.field} label={field.label} style={{ marginBottom: 0 }}>
              <FieldInput field={field} items={field.dictCode ? dictItems[field.dictCode] : undefined} />
            </Form.Item>
          </Col>
        ))}
        <Col xl={6} lg={8} md={12} sm={24}>
          <Space>
            <Button type="primary" htmlType="submit">
              {m.search}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onReset();
              }}
            >
              {m.reset}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
