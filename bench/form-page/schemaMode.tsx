import type { Form } from '@formily/core';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { createRoot } from 'react-dom/client';
import { RuntimeProvider } from '../../runtime/react/RuntimeContext.tsx';
import { createSchemaForm, SchemaForm } from '../../runtime/react/SchemaForm.tsx';
import { createTestServices } from '../../runtime/react/testServices.ts';
import type { BenchForm } from '../formContent.ts';

/** The designed form through our runtime, as a form page or a record dialog renders it. */
export function mountSchemaForm(container: HTMLElement, bench: BenchForm): Form {
  const form = createSchemaForm(bench.content, bench.initialValues);
  createRoot(container).render(
    <ConfigProvider locale={zhCN}>
      <RuntimeProvider services={createTestServices()}>
        <SchemaForm content={bench.content} form={form} />
      </RuntimeProvider>
    </ConfigProvider>,
  );
  return form;
}
