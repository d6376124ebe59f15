import { controlKind } from '../../../schemas/controls/catalogue.ts';
import type { Control } from '../../../schemas/types.ts';
import type { CellKind } from '../../grid/cellKinds.tsx';
import { DialogListControl } from '../dialog-list/DialogListControl.tsx';
import { pickerConfig } from '../dialog-list/pickerConfig.ts';
import { shownText } from '../dialog-list/pickerValue.ts';

/**
 * The sel_user and sel_depart cells (seed 002 §3): the form's own user and department pickers
 * (dialog-list/), with their catalogue defaults, so a cell stores what the form control stores.
 * Seed 002 §9: both columns at least 190 wide. `multi` is the column's fieldExtendJson.multiSelect.
 */
export function pickerCell(compType: 'userList' | 'userDept', multi: boolean, key: string): CellKind {
  const control: Control = { ...controlKind(compType)?.defaults, id: `cell_${key}`, compType, multi };
  const config = pickerConfig(control);
  const keys = { dval: config.dval, dlabel: config.dlabel };
  return {
    width: 190,
    text: (value) => shownText(config.kind, value, [], keys),
    Editor: ({ value, commit, cancel }) => (
      <DialogListControl control={control} path="" value={value} onChange={(next) => commit(next)} onBlur={cancel} disabled={false} readOnly={false} />
    ),
  };
}
