import { Field } from '@formily/react';
import { Col } from 'antd';
import { useMemo } from 'react';
import { FieldItem } from './FieldItem.tsx';
import { patternOf, spanOf, type NodeProps } from './nodeTypes.ts';
import { fieldBinding } from './fieldEvents.ts';
import { visibilityReaction } from './visibility.ts';

/** A value control: a Formily field keyed by the control id, inside its grid column and label. */
export function FieldNode({ prepared, raw, path, lockedByPermission }: NodeProps<'field'>) {
  const { control, entry, rules, visibleWhen } = prepared;
  const reactions = useMemo(() => (visibleWhen ? [visibilityReaction(visibleWhen)] : []), [visibleWhen]);
  const Render = entry.Render;
  return (
    <Field name={control.id} title={control.label} validator={rules} reactions={reactions} pattern={patternOf(control, lockedByPermission)}>
      {(field) => (
        <Col span={spanOf(control)}>
          <FieldItem control={control} labelWidth={raw.labelWidth} errors={field.selfErrors}>
            <Render
              control={control}
              path={path}
              {...fieldBinding(field)}
            />
          </FieldItem>
        </Col>
      )}
    </Field>
  );
}
