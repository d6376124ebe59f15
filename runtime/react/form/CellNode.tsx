import { Field } from '@formily/react';
import { useMemo } from 'react';
import type { Control } from '../../../schemas/types.ts';
import { hasPermission, isDisabledByPermission } from '../../core/permissions.ts';
import { ControlErrorPanel } from '../ControlErrorPanel.tsx';
import { formMessages } from '../messages.ts';
import { useRuntime } from '../RuntimeContext.tsx';
import { FieldItem } from './FieldItem.tsx';
import { useFormLayout } from './formLayout.ts';
import { fieldBinding, isPretty } from './fieldEvents.ts';
import { cellFieldProps } from './fieldProps.ts';
import type { Prepared } from './nodeTypes.ts';
import { preparedControl } from './prepareControl.ts';

interface CellNodeProps {
  column: Control;
  rowIndex: number;
  path: string;
}

/**
 * One cell of a dynamic table: a field at `<rowIndex>.<columnId>` under the table's array field,
 * so its value lands in `tableId → [{columnId: value}]` and its rules run per row.
 */
export function CellNode({ column, rowIndex, path }: CellNodeProps) {
  const { registry } = useFormLayout();
  const services = useRuntime();
  const prepared = useMemo(() => preparedControl(column, path, registry), [column, path, registry]);
  const permissions = services.permissions();
  const locked = isDisabledByPermission(column.has, permissions);
  const props = useMemo(
    () => (prepared.ok && prepared.entry.role === 'field' ? cellFieldProps(prepared as Prepared<'field'>, rowIndex, locked) : undefined),
    [prepared, rowIndex, locked],
  );

  if (!hasPermission(column.has, permissions)) return null;
  if (!prepared.ok) return <ControlErrorPanel path={prepared.path} message={prepared.message} />;
  const { control, entry } = prepared;
  if (entry.role === 'display') return <entry.Render control={control} path={path} />;
  if (entry.role !== 'field' || !props) return <ControlErrorPanel path={path} message={formMessages.notInDynamicTable(control.compType)} />;
  return (
    <Field {...props}>
      {(field) => {
        const Render = (isPretty(field) && entry.Pretty) || entry.Render;
        return (
          <FieldItem control={control} labelWidth={undefined} errors={field.selfErrors} compact>
            <Render
              // Each row repeats the column: a row-suffixed id keeps DOM ids unique.
              control={{ ...control, id: `${control.id}_${rowIndex}` }}
              path={path}
              {...fieldBinding(field)}
            />
          </FieldItem>
        );
      }}
    </Field>
  );
}
