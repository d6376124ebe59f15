import type { Control } from '../../../schemas/types.ts';
import type { OptionStash } from '../dataTypeSwitch.ts';

/** What every editor of the panel gets: the control and the way to change it. */
export interface EditorProps {
  control: Control;
  onChange(patch: Partial<Control>): void;
}

/** State the panel keeps across edits: the options each control had per data type. */
export interface PanelState {
  ids: ReadonlySet<string>;
  stashes: Map<string, OptionStash>;
}
