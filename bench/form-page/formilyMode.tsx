import { createForm, type Form as FormilyForm } from '@formily/core';
import { ArrayTable, Checkbox, DatePicker, Form, FormGrid, FormItem, Input, NumberPicker, Radio, Select, Switch } from '@formily/antd-v5';
import { createSchemaField } from '@formily/react';
import { ConfigProvider, Divider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { createRoot } from 'react-dom/client';
import type { BenchForm } from '../formContent.ts';
import { formilySchemaOf } from '../formFormily.ts';

const SchemaField = createSchemaField({
  components: { ArrayTable, Checkbox, DatePicker, Divider, FormGrid, FormItem, Input, NumberPicker, Radio, Select, Switch },
});

/** The same fields as a plain Formily schema rendered with @formily/antd-v5: the yardstick. */
export function mountFormily(container: HTMLElement, bench: BenchForm): FormilyForm {
  const schema = formilySchemaOf(bench);
  const form = createForm({ initialValues: bench.initialValues });
  createRoot(container).render(
    <ConfigProvider locale={zhCN}>
      <Form form={form} labelWidth={100}>
        <SchemaField schema={schema} />
      </Form>
    </ConfigProvider>,
  );
  return form;
}
