import { Field } from '@formily/react';
import { useMemo } from 'react';
import { FieldItem } from './FieldItem.tsx';
import { GridCol } from './GridCol.tsx';
import { fieldBinding, isPretty } from './fieldEvents.ts';
import { valueFieldProps } from './fieldProps.ts';
import { spanOf, type NodeProps } from './nodeTypes.ts';

/** A value control: a Formily field keyed by the control id, inside its grid column and label. */
export function FieldNode({ prepared, raw, path, lockedByPermission }: NodeProps<'field'>) {
  const { control, entry } = prepared;
  const props = useMemo(() => valueFieldProps(prepared, lockedByPermission), [prepared, lockedByPermission]);
  return (
    <Field {...props}>
      {(field) => {
        const pretty = isPretty(field);
        const Render = (pretty && entry.Pretty) || entry.Render;
        return (
          <GridCol span={spanOf(control)}>
            <FieldItem control={control} labelWidth={raw.labelWidth} errors={field.selfErrors} pretty={pretty}>
              <Render control={control} path={path} {...fieldBinding(field)} />
            </FieldItem>
          </GridCol>
        );
      }}
    </Field>
  );
}
