import type { Control } from '../../schemas/types.ts';
import type { NumberBounds } from './numberBounds.ts';

export interface Choice {
  value: string | number | boolean;
  label: string;
}

interface Common {
  /** Shown only while this holds (the upload tips only with showTip on, ...). */
  when?: (control: Control) => boolean;
}

interface Keyed<V> extends Common {
  key: string;
  label: string;
  /** The patch for a new value, when it does more than set `key` (show-label also sets the label width). */
  patch?: (value: V, control: Control) => Partial<Control>;
}

/**
 * One row of a property panel, as data: the panel of each kind is a list of these (house style:
 * "the property panel is itself a schema"), so the seed's limits can be checked in one table.
 * Editors that are more than one input (options, rules, columns) are named by their type.
 */
export type PropertySpec =
  | (Common & { type: 'id' })
  | (Keyed<string> & { type: 'text'; placeholder?: string; multiline?: boolean })
  | (Keyed<number> & { type: 'number' } & NumberBounds)
  | (Keyed<boolean> & { type: 'switch' })
  | (Keyed<Choice['value']> & { type: 'choice'; choices: readonly Choice[] })
  | (Keyed<string> & { type: 'color' })
  | (Common & { type: 'value'; label?: string })
  | (Common & { type: 'options' | 'cascaderOptions' | 'rules' | 'colConf' | 'rowColumns' | 'accept' })
  | (Common & { type: 'section'; label: string })
  | (Common & { type: 'hint'; text: string });

export type PropertyType = PropertySpec['type'];
export type KeyedSpec = Extract<PropertySpec, { key: string }>;
