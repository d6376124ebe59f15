import type { FormContent } from '../../schemas/types.ts';
import { resultAndMessage, recordOf, type ApiClient } from './apiClient.ts';
import { apiMessages, fill } from './messages.ts';

/** A form as the server keeps it (sys_form): formContent is the JSON text of `{list, config}`. */
export interface SavedForm {
  id: string;
  formName: string;
  remark: string;
  formContent: string;
  /** The version loaded; an edit sends it back and is refused when someone saved in between. */
  version: number;
}

export interface SaveFormInput {
  /** Absent for a new form: the save adds one; present, it edits that form. */
  id?: string;
  formName: string;
  remark: string;
  formContent: FormContent;
  /** The version the edit was made from (required by the server for an edit). */
  version?: number;
}

export interface SaveFormResult {
  id: string;
  version: number;
  /** True when the save added a new form (添加成功), false when it edited one (修改成功). */
  added: boolean;
  /** The server's message. */
  message: string;
}

const BASE = '/flowable/form';
const text = (v: unknown) => (typeof v === 'string' ? v : '');

function savedFormOf(result: unknown, url: string): SavedForm {
  const record = recordOf(result, url);
  const version = Number(record.version);
  if (typeof record.id !== 'string' || typeof record.formContent !== 'string' || !Number.isSafeInteger(version)) {
    throw new Error(fill(apiMessages.badAnswer, { url }));
  }
  return { id: record.id, formName: text(record.formName), remark: text(record.remark), formContent: record.formContent, version };
}

/**
 * The designer's saved-form calls (seed 002 section 7: GET /flowable/form/{id}, POST add, PUT edit)
 * over a client. A refusal rejects with ApiRefusal carrying the server's message (`conflict` when
 * the form was saved by someone else since it was loaded); a failed request with the client's error.
 */
export function createSavedFormsApi(client: ApiClient) {
  async function loadSavedForm(id: string, signal?: AbortSignal): Promise<SavedForm> {
    if (!id) throw new Error(apiMessages.idRequired);
    const url = `${BASE}/${encodeURIComponent(id)}`;
    return savedFormOf(resultAndMessage(await client.get(url, undefined, signal), url).result, url);
  }

  async function saveForm(input: SaveFormInput, signal?: AbortSignal): Promise<SaveFormResult> {
    const body = { formName: input.formName, remark: input.remark, formContent: JSON.stringify(input.formContent) };
    const added = !input.id;
    const url = added ? `${BASE}/add` : `${BASE}/edit`;
    const answer = added
      ? await client.post(url, body, signal)
      : await client.put(url, { ...body, id: input.id, version: input.version }, signal);
    const { result, message } = resultAndMessage(answer, url);
    const saved = savedFormOf(result, url);
    return { id: saved.id, version: saved.version, added, message };
  }

  return { loadSavedForm, saveForm };
}
