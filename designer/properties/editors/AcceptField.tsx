import { Form, Select } from 'antd';
import { propertyLabels as L } from '../messages.ts';
import { readProperty } from '../propertyPath.ts';
import { ACCEPT_CHOICES, formatAccept, parseAccept } from '../uploadAccept.ts';
import type { EditorProps } from './editorProps.ts';

/** The extensions an upload accepts: the seed's list to pick from, other extensions typed in. */
export function AcceptField({ control, onChange }: EditorProps) {
  return (
    <Form.Item label={L.accept} htmlFor="prop-accept">
      <Select
        id="prop-accept"
        mode="tags"
        value={parseAccept(readProperty(control, 'accept'))}
        options={ACCEPT_CHOICES.map((ext) => ({ value: ext, label: ext }))}
        tokenSeparators={[',', ' ']}
        onChange={(extensions: string[]) => onChange({ accept: formatAccept(extensions) })}
      />
    </Form.Item>
  );
}
