import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { controlKinds } from '../../schemas/controls/catalogue.ts';
import { checkFormContent } from '../../schemas/validate.ts';
import { FORM_MODEL_URI, formEditorSchemas } from './formJsonSchema.ts';

/** The editor's schemas compiled as a JSON Schema validator would: they must judge forms as the checker does. */
function editorValidator() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const [control, form] = formEditorSchemas();
  ajv.addSchema(control.schema as object, control.uri);
  return ajv.compile(form.schema as object);
}

describe('the JSON view schemas', () => {
  it('apply to the editor model and resolve the control schema by its $id, with no draft URL to fetch', () => {
    const [control, form] = formEditorSchemas();
    expect(form.fileMatch).toEqual([FORM_MODEL_URI]);
    expect(control.uri).toBe('https://resettlement.local/schemas/control.schema.json');
    expect(JSON.stringify(control.schema)).not.toContain('json-schema.org');
  });

  it('offer every catalogue kind as a compType and each kind’s properties with their defaults', () => {
    const [control] = formEditorSchemas();
    const defs = (control.schema as { $defs: { control: { properties: { compType: { examples: string[] } }; allOf: { if: unknown; then: { properties: Record<string, { default: unknown }> } }[] } } }).$defs;
    expect(defs.control.properties.compType.examples).toEqual(controlKinds.map((k) => k.compType));
    const input = defs.control.allOf.find((branch) => JSON.stringify(branch.if).includes('"const":"input"') && branch.then.properties.maxLength?.default !== undefined);
    expect(input?.then.properties.maxLength.default).toBe(50);
  });

  it('judge forms as the checker does (the hints add no rule)', () => {
    const validate = editorValidator();
    const saved = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../fixtures/examples/formContent-resettlement-household.json'), 'utf8'));
    const forms = [
      saved,
      { list: [], config: {} },
      { list: [{ id: 'fd_a', compType: 'input', span: 30 }], config: {} },
      { list: [{ compType: 'input' }], config: {} },
      { list: [{ id: 'row_1', compType: 'row' }], config: {} },
    ];
    expect(forms.map((f) => validate(f))).toEqual(forms.map((f) => checkFormContent(f).ok));
    expect(forms.map((f) => validate(f))).toEqual([true, true, false, false, false]);
  });
});
