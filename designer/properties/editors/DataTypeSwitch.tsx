import { Form, Input, Radio } from 'antd';
import type { Control } from '../../../schemas/types.ts';
import { dataTypeOf, switchDataType, type DataType } from '../dataTypeSwitch.ts';
import { propertyLabels as L, propertyMessages as M } from '../messages.ts';
import type { EditorProps, PanelState } from './editorProps.ts';

/**
 * Static or dynamic data, and for dynamic data the address that supplies the options. Switching
 * clears the options and brings back the ones of the other type (seed 001 §2); the panel keeps
 * them per control id for as long as it is mounted.
 */
export function DataTypeSwitch({ control, onChange, stashes }: EditorProps & Pick<PanelState, 'stashes'>) {
  const change = (next: DataType) => {
    const { patch, stash } = switchDataType(control, next, stashes.get(control.id) ?? {});
    stashes.set(control.id, stash);
    onChange(patch);
  };
  return (
    <>
      <Form.Item label={L.dataType}>
        <Radio.Group optionType="button" size="small" value={dataTypeOf(control)} onChange={(e) => change(e.target.value as DataType)}>
          <Radio.Button value="static">{M.staticData}</Radio.Button>
          <Radio.Button value="dynamic">{M.dynamicData}</Radio.Button>
        </Radio.Group>
      </Form.Item>
      {isDynamic(control) ? (
        <Form.Item label={L.action} htmlFor="prop-action" extra={M.dynamicOptionsHint}>
          <Input id="prop-action" value={typeof control.action === 'string' ? control.action : ''} onChange={(e) => onChange({ action: e.target.value })} />
        </Form.Item>
      ) : null}
    </>
  );
}

export const isDynamic = (control: Control) => dataTypeOf(control) === 'dynamic';
