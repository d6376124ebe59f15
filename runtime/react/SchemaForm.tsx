import type { Form as FormilyForm } from '@formily/core';
import { FormProvider, observer } from '@formily/react';
import { Button, Form } from 'antd';
import { useLayoutEffect, useMemo } from 'react';
import { AdapterError } from '../../schemas/adapter.ts';
import type { FormContent } from '../../schemas/types.ts';
import { checkFormContent, type SchemaProblem } from '../../schemas/validate.ts';
import { builtInControls } from '../controls/builtInControls.ts';
import { createControlRegistry, type ControlRegistry } from '../controls/registry.ts';
import type { FormValues } from '../core/formValues.ts';
import { applyFieldErrors } from './applyFieldErrors.ts';
import { createSchemaForm, formPattern } from './createSchemaForm.ts';

export { createSchemaForm, type SchemaFormOptions } from './createSchemaForm.ts';
import { ControlList } from './form/ControlTree.tsx';
import { useAntdClasses } from './form/antdClasses.ts';
import { BandedControlList } from './form/BandedControlList.tsx';
import { createFormFields } from './form/createFormFields.ts';
import { FormLayoutContext, type FormLayout } from './form/formLayout.ts';
import { MountDriver } from './form/MountDriver.tsx';
import { ALL_AT_ONCE, createMountQueue } from './form/mountQueue.ts';
import { mountOrder } from './form/mountOrder.ts';
import { StylePrimer } from './form/StylePrimer.tsx';
import { MountQueueContext } from './form/useMountTurn.ts';
import { formMessages } from './messages.ts';
import { useRuntime } from './RuntimeContext.tsx';
import { SchemaErrorPanel } from './SchemaErrorPanel.tsx';

export interface SchemaFormProps {
  /** A designed form (`{list, config}`); checked against the meta-schema before anything renders. */
  content: FormContent;
  /** A form made with createSchemaForm, for callers that submit from outside (a modal's OK button). */
  form?: FormilyForm<FormValues>;
  /** Values of an earlier submission; used only when SchemaForm makes the form itself. */
  initialValues?: FormValues;
  /** Shows every control read-only. Left undefined, the form's own pattern stays. */
  readOnly?: boolean;
  /** Shows every value as text (a record's 详情): no inputs, no required marks. Wins over readOnly. */
  readPretty?: boolean;
  /** Called with the values once every rule passes. */
  onSubmit?: (values: FormValues) => void | Promise<unknown>;
  /** Shows the 提交 button; by default whenever onSubmit is given and the form is not read-only. */
  showSubmit?: boolean;
  /** Where `content` sits in a larger schema (`$.form.content`): error panels name full paths. */
  path?: string;
  /** Control kinds; the built-in ones unless given (integrators add theirs with createControlRegistry). */
  registry?: ControlRegistry;
}

const SIZES = { medium: 'middle', small: 'small', mini: 'small' } as const;

/** `$.list[3]` of the checker as `<path>.list[3]`. */
const rebase = (problems: SchemaProblem[], path: string) => problems.map((p) => ({ ...p, path: path + p.path.slice(1) }));

/** A designed form rendered through Formily: one model holds values, rules, linkage and field state. */
export function SchemaForm(props: SchemaFormProps) {
  const path = props.path ?? '$';
  const checked = useMemo(() => checkFormContent(props.content), [props.content]);
  // A kind the meta-schema does not list is refused when a form is saved, but a form given here may
  // come with an integrator's registry: each such node renders, or shows its own panel (prepareControl).
  if (!checked.ok && !checked.problems.every((p) => p.rule === 'unknownKind')) return <SchemaErrorPanel problems={rebase(checked.problems, path)} />;
  return <CheckedSchemaForm {...props} content={props.content} path={path} />;
}

/** An observer of the form: it shows the form's submitting state while onSubmit runs. */
const SubmitButton = observer(({ form, onClick }: { form: FormilyForm; onClick(): void }) => (
  <Button type="primary" loading={form.submitting} onClick={onClick}>
    {formMessages.submit}
  </Button>
));

function CheckedSchemaForm({
  content,
  form: given,
  initialValues,
  readOnly,
  readPretty,
  onSubmit,
  showSubmit,
  path,
  registry,
}: SchemaFormProps & { path: string }) {
  // initialValues count only when the form is made: later changes would overwrite what the user typed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const form = useMemo(() => given ?? createSchemaForm(content, initialValues, { readOnly, readPretty }), [given, content]);
  const kinds = useMemo(() => registry ?? createControlRegistry(builtInControls), [registry]);
  const services = useRuntime();
  const listPath = `${path}.list`;
  // Every field (value, rules, condition) exists before the first control mounts: a long form
  // mounts in chunks, and validation and values must cover it all from the start.
  useMemo(
    () => createFormFields(form, content.list, listPath, { registry: kinds, permissions: services.permissions() }),
    [form, content, listPath, kinds, services],
  );
  const queue = useMemo(() => createMountQueue(mountOrder(content.list, listPath)), [content, listPath]);
  const { config } = content;
  const antd = useAntdClasses();
  const lazyOffscreen = queue.total > ALL_AT_ONCE;
  const layout = useMemo<FormLayout>(
    () => ({
      registry: kinds,
      labelWidth: config.labelWidth,
      vertical: config.labelPosition === 'top',
      labelAlign: config.labelPosition === 'left' ? 'left' : 'right',
      gutter: config.gutter ?? 15,
      antd,
      lazyOffscreen,
    }),
    [kinds, config.labelWidth, config.labelPosition, config.gutter, antd, lazyOffscreen],
  );

  useLayoutEffect(() => {
    if (readOnly === undefined && readPretty === undefined) return;
    form.setPattern(formPattern({ readOnly, readPretty }, config.disabled));
  }, [form, readOnly, readPretty, config.disabled]);

  const submit = () =>
    form.submit(onSubmit).catch((error: unknown) => {
      // Formily rejects with the list of field errors; they are already shown on their fields.
      if (Array.isArray(error)) return;
      if (error instanceof AdapterError && Object.keys(error.fieldErrors).length > 0) {
        applyFieldErrors(form, error.fieldErrors);
        return;
      }
      // Anything else is the caller's onSubmit failing: theirs to handle, not swallowed here.
      throw error;
    });

  return (
    <FormProvider form={form}>
      <FormLayoutContext.Provider value={layout}>
        {antd ? <StylePrimer /> : null}
        <Form
          component={false}
          layout={layout.vertical ? 'vertical' : 'horizontal'}
          labelAlign={layout.labelAlign}
          // Element wraps a label longer than its width; antd would cut it off.
          labelWrap
          size={SIZES[config.size ?? 'medium']}
          disabled={config.disabled === true}
        >
          <MountQueueContext.Provider value={queue}>
            {lazyOffscreen ? <BandedControlList list={content.list} path={listPath} queue={queue} /> : <ControlList list={content.list} path={listPath} />}
            <MountDriver queue={queue} />
          </MountQueueContext.Provider>
          {(showSubmit ?? (onSubmit !== undefined && !readOnly && !readPretty)) ? <SubmitButton form={form} onClick={() => void submit()} /> : null}
        </Form>
      </FormLayoutContext.Provider>
    </FormProvider>
  );
}
