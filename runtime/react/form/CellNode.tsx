import { Field } from '@formily/react';
import { useMemo } from 'react';
import type { Control } from '../../../schemas/types.ts';
import { hasPermission, isDisabledByPermission } from '../../core/permissions.ts';
import { ControlErrorPanel } from '../ControlErrorPanel.tsx';
import { formMessages } from '../messages.ts';
import { useRuntime } from '../RuntimeContext.tsx';
import { FieldItem } from './FieldItem.tsx';
import { useFormLayout } from './formLayout.ts';
import { patternOf } from './nodeTypes.ts';
import { prepareControl } from './prepareControl.ts';
import { fieldBinding } from './fieldEvents.ts';
import { visibilityReaction } from './visibility.ts';

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
  const prepared = useMemo(() => prepareControl(column, path, registry), [column, path, registry]);
  const visibleWhen = prepared.ok ? prepared.visibleWhen : undefined;
  const reactions = useMemo(() => (visibleWhen ? [visibilityReaction(visibleWhen)] : []), [visibleWhen]);
  const permissions = services.permissions();

  if (!hasPermission(column.has, permissions)) return null;
  if (!prepared.ok) return <ControlErrorPanel path={prepared.path} message={prepared.message} />;
  const { control, entry, rules } = prepared;
  if (entry.role === 'display') return <entry.Render control={control} path={path} />;
  if (entry.role !== 'field') return <ControlErrorPanel path={path} message={formMessages.notInDynamicTable(control.compType)} />;
  const Render = entry.Render;
  return (
    <Field
      name={`${rowIndex}.${control.id}`}
      title={control.label}
      validator={rules}
      reactions={reactions}
      pattern={patternOf(control, isDisabledByPermission(column.has, permissions))}
    >
      {(field) => (
        <FieldItem control={control} labelWidth={undefined} errors={field.selfErrors} compact>
          <Render
            // Each row repeats the column: a row-suffixed id keeps DOM ids unique.
            control={{ ...control, id: `${control.id}_${rowIndex}` }}
            path={path}
            {...fieldBinding(field)}
          />
        </FieldItem>
      )}
    </Field>
  );
}
