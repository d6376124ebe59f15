import { produce } from 'immer';
import type { FormConfig } from '../../schemas/types.ts';
import type { DesignDocument, EditResult } from './types.ts';

/** The form config a new form starts with (seed 001 §3 "Form config"; formConf.js of the older designer). */
export const defaultFormConfig: FormConfig = {
  version: '1.10',
  formRef: 'elForm',
  formModel: 'form',
  rules: 'rules',
  size: 'medium',
  labelPosition: 'right',
  labelWidth: 80,
  formRules: 'rules',
  gutter: 15,
  disabled: false,
  dynamicTableAllowed: true,
};

/** An empty form: no controls, the default config. */
export function emptyDocument(): DesignDocument {
  return { list: [], config: { ...defaultFormConfig } };
}

/** Changes the form config (the settings dialog's patches); a key patched to undefined is removed. */
export function updateConfig(doc: DesignDocument, patch: Partial<FormConfig>): EditResult {
  const next = produce(doc, (draft) => {
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) delete draft.config[key];
      else draft.config[key] = value;
    }
  });
  return { ok: true, doc: next };
}

/** 清空: removes every control; the form config stays (the older designer empties only the list). */
export function clearForm(doc: DesignDocument): EditResult {
  if (doc.list.length === 0) return { ok: true, doc };
  return { ok: true, doc: { ...doc, list: [] }, select: null };
}
