import { controlKinds } from '../../schemas/controls/catalogue.ts';
import controlSchema from '../../schemas/meta/control.schema.json';

/** The address of the JSON view's text model: the form-content schema applies to it. */
export const FORM_MODEL_URI = 'inmemory://designer/form-content.json';
const FORM_SCHEMA_URI = 'inmemory://designer/form-content.schema.json';

export interface EditorSchema {
  uri: string;
  fileMatch?: string[];
  schema: unknown;
}

type JsonObject = Record<string, unknown>;

/**
 * The meta-schema as the code editor's JSON service gets it (completion and error marks). It is the
 * same control schema the checker uses, with hints the checker does not need: the catalogue's kinds
 * as example compType values, and each kind's properties with their defaults, offered once the
 * control's compType is set. No rule is added, so the editor marks no more than 应用 refuses.
 */
export function formEditorSchemas(): EditorSchema[] {
  const schema = structuredClone(controlSchema) as unknown as JsonObject & { $defs: Record<string, JsonObject> };
  // Known to the checker by its $id; without the draft URL the editor never looks it up.
  delete schema.$schema;
  const control = schema.$defs.control as JsonObject & { properties: Record<string, JsonObject>; allOf: unknown[] };
  control.properties.compType = {
    ...control.properties.compType,
    examples: controlKinds.map((kind) => kind.compType),
    description: controlKinds.map((kind) => `${kind.compType}: ${kind.compName}`).join('\n'),
  };
  control.allOf = [
    ...control.allOf,
    ...controlKinds.map((kind) => ({
      if: { properties: { compType: { const: kind.compType } }, required: ['compType'] },
      then: { properties: Object.fromEntries(Object.entries(kind.defaults).map(([key, value]) => [key, { default: value }])) },
    })),
  ];
  return [
    { uri: String(controlSchema.$id), schema },
    { uri: FORM_SCHEMA_URI, fileMatch: [FORM_MODEL_URI], schema: { $ref: `${controlSchema.$id}#/$defs/formContent` } },
  ];
}
