import type { Form } from '@formily/core';
import { render } from '@testing-library/react';
import type { FormContent } from '../../schemas/types.ts';
import type { FormValues } from '../core/formValues.ts';
import { RuntimeProvider, type RuntimeServices } from './RuntimeContext.tsx';
import { createSchemaForm, SchemaForm, type SchemaFormProps } from './SchemaForm.tsx';
import { createTestServices } from './testServices.ts';

export interface RenderedForm {
  form: Form<FormValues>;
  services: RuntimeServices;
  view: ReturnType<typeof render>;
}

/** Renders a SchemaForm inside a RuntimeProvider, with the Formily form at hand for assertions. */
export function renderSchemaForm(
  content: FormContent,
  options: { services?: RuntimeServices; initialValues?: FormValues } & Omit<SchemaFormProps, 'content' | 'form'> = {},
): RenderedForm {
  const { services = createTestServices(), initialValues, ...props } = options;
  const form = createSchemaForm(content, initialValues);
  const view = render(
    <RuntimeProvider services={services}>
      <SchemaForm content={content} form={form} {...props} />
    </RuntimeProvider>,
  );
  return { form, services, view };
}

/** A one-control form with the default config, for tests about a single kind. */
export function formOf(...list: FormContent['list']): FormContent {
  return { list, config: { version: '1.10', size: 'medium', labelPosition: 'right', labelWidth: 80, gutter: 15, disabled: false } };
}
