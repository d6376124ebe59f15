import { createSavedFormsApi } from './savedFormsApi.ts';
import { shellClient } from './shellClient.ts';

export type { SavedForm, SaveFormInput, SaveFormResult } from './savedFormsApi.ts';
export { ApiRefusal } from './apiClient.ts';

/** The designer's saved-form calls, through the app's request layer (see savedFormsApi.ts). */
export const { loadSavedForm, saveForm } = createSavedFormsApi(shellClient);
