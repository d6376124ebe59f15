import { Divider, Typography } from 'antd';
import type { PropertySpec } from '../propertySpec.ts';
import { AcceptField } from '../editors/AcceptField.tsx';
import { CascaderOptionsEditor } from '../editors/CascaderOptionsEditor.tsx';
import { ColConfEditor } from '../editors/ColConfEditor.tsx';
import { DefaultValueField } from '../editors/DefaultValueField.tsx';
import type { EditorProps, PanelState } from '../editors/editorProps.ts';
import { IdField } from '../editors/IdField.tsx';
import { OptionsEditor } from '../editors/OptionsEditor.tsx';
import { RowColumnsEditor } from '../editors/RowColumnsEditor.tsx';
import { RulesEditor } from '../editors/RulesEditor.tsx';
import { SimpleField } from './SimpleField.tsx';

/** One row of a property panel: the input or editor its spec names. */
export function PropertyField({ spec, state, ...props }: EditorProps & { spec: PropertySpec; state: PanelState }) {
  switch (spec.type) {
    case 'id':
      return <IdField {...props} ids={state.ids} />;
    case 'value':
      return <DefaultValueField {...props} label={spec.label} />;
    case 'options':
      return <OptionsEditor {...props} stashes={state.stashes} />;
    case 'cascaderOptions':
      return <CascaderOptionsEditor {...props} stashes={state.stashes} />;
    case 'rules':
      return <RulesEditor {...props} />;
    case 'colConf':
      return <ColConfEditor {...props} />;
    case 'rowColumns':
      return <RowColumnsEditor {...props} />;
    case 'accept':
      return <AcceptField {...props} />;
    case 'section':
      return (
        <Divider orientation="center" plain>
          {spec.label}
        </Divider>
      );
    case 'hint':
      return <Typography.Paragraph type="secondary">{spec.text}</Typography.Paragraph>;
    default:
      return <SimpleField {...props} spec={spec} />;
  }
}
