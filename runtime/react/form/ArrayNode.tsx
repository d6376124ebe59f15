import { ArrayField } from '@formily/react';
import { toJS } from '@formily/reactive';
import { useMemo } from 'react';
import { dynamicRowDefaults } from '../../core/formValues.ts';
import { CellNode } from './CellNode.tsx';
import { FieldItem } from './FieldItem.tsx';
import { GridCol } from './GridCol.tsx';
import { arrayFieldProps } from './fieldProps.ts';
import { spanOf, type NodeProps } from './nodeTypes.ts';

const isRow = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A dynamic table: a Formily array field keyed by the table id, one object per row. */
export function ArrayNode({ prepared, raw, path, lockedByPermission }: NodeProps<'array'>) {
  const { control, entry } = prepared;
  const props = useMemo(() => arrayFieldProps(prepared, lockedByPermission), [prepared, lockedByPermission]);
  const Render = entry.Render;
  return (
    <ArrayField {...props}>
      {(field) => {
        // A plain copy, read here so that this observer re-renders (sums, row count) on any change.
        const snapshot: unknown = toJS(field.value);
        const rows = Array.isArray(snapshot) ? snapshot.filter(isRow) : [];
        const table = (
          <Render
            control={control}
            path={path}
            rows={rows}
            addRow={() => void field.push(dynamicRowDefaults(control))}
            removeRows={(indexes) => {
              // Highest first, so each index still points at the row it meant.
              for (const index of [...new Set(indexes)].sort((a, b) => b - a)) void field.remove(index);
            }}
            moveRow={(from, to) => void field.move(from, to)}
            insertRow={(index) => void field.insert(index, dynamicRowDefaults(control))}
            renderCell={(column, rowIndex, columnPath) => <CellNode column={column} rowIndex={rowIndex} path={columnPath} />}
            disabled={field.pattern === 'disabled'}
            readOnly={field.pattern === 'readOnly' || field.pattern === 'readPretty'}
          />
        );
        return (
          <GridCol span={spanOf(control)}>
            {control.showLabel === true ? (
              <FieldItem control={control} labelWidth={raw.labelWidth}>
                {table}
              </FieldItem>
            ) : (
              table
            )}
          </GridCol>
        );
      }}
    </ArrayField>
  );
}
