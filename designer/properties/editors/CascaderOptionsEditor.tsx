import { Form, message } from 'antd';
import { useState } from 'react';
import { parseCascaderOptions } from '../cascaderOptions.ts';
import { propertyMessages as M } from '../messages.ts';
import { CommitInput } from '../fields/CommitInput.tsx';
import { DataTypeSwitch, isDynamic } from './DataTypeSwitch.tsx';
import type { EditorProps, PanelState } from './editorProps.ts';

/** The cascader's tree of options, typed as JSON: a nested list does not fit label/value rows. */
export function CascaderOptionsEditor({ control, onChange, stashes }: EditorProps & Pick<PanelState, 'stashes'>) {
  const [error, setError] = useState('');
  const commit = (typed: string) => {
    const options = parseCascaderOptions(typed);
    if (!options) {
      setError(M.cascaderOptionsInvalid);
      void message.error(M.cascaderOptionsInvalid);
      return;
    }
    setError('');
    onChange({ options });
  };
  return (
    <>
      <DataTypeSwitch control={control} onChange={onChange} stashes={stashes} />
      {isDynamic(control) ? null : (
        <Form.Item label={M.cascaderOptionsJson} htmlFor="prop-options" validateStatus={error ? 'error' : undefined} help={error || undefined}>
          <CommitInput id="prop-options" multiline value={JSON.stringify(control.options ?? [], null, 2)} onCommit={commit} />
        </Form.Item>
      )}
    </>
  );
}

