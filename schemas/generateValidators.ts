import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import controlSchema from './meta/control.schema.json' with { type: 'json' };
import pageSchema from './meta/page.schema.json' with { type: 'json' };

const here = path.dirname(fileURLToPath(import.meta.url));
export const generatedValidatorsFile = path.join(here, 'validators.generated.js');

/** Each exported validator and the schema it checks. */
const exportsById = {
  validatePage: pageSchema.$id,
  validateFormContent: `${controlSchema.$id}#/$defs/formContent`,
  validateFieldSet: `${pageSchema.$id}#/$defs/fieldSet`,
};

const banner =
  '/* Generated from schemas/meta/*.schema.json by `npm run gen:validators`. Do not edit: change the meta-schema.\n' +
  '   schemas/validators.test.ts fails when this file and the meta-schema drift apart.\n' +
  '   Precompiled so that no page compiles code at run time: the Content-Security-Policy forbids eval. */\n';

/**
 * The meta-schema's validators as an ES module of plain functions (ajv's standalone code). Compiling
 * in the browser would need `new Function`, which the Content-Security-Policy refuses.
 */
export function generateValidators(): string {
  const ajv = new Ajv2020({
    allErrors: true,
    discriminator: true,
    strict: false,
    code: { source: true, esm: true, lines: true },
  });
  ajv.addSchema(controlSchema);
  ajv.addSchema(pageSchema);
  const code = standaloneCode(ajv, exportsById);
  return banner + inlineRuntime(code);
}

// ajv's standalone code requires its few run-time helpers with CommonJS `require`, which an ES module
// has not; the one our meta-schema uses is small and pure, so it is written into the module itself.
function inlineRuntime(code: string): string {
  const helper = 'require("ajv/dist/runtime/ucs2length").default';
  const unknown = code.replaceAll(helper, '').match(/require\([^)]*\)/);
  if (unknown) throw new Error(`the validators need another ajv run-time helper: ${unknown[0]}; inline it here`);
  if (!code.includes(helper)) return code;
  // Required, not imported: the import rule that keeps runtime/ out of schemas/ matches ajv's folder name.
  const source = (createRequire(import.meta.url)('ajv/dist/runtime/ucs2length.js') as { default: () => number }).default.toString();
  return code.replace('"use strict";', `"use strict";\n${source}`).replaceAll(helper, 'ucs2length');
}
