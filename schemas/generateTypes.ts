import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileFromFile } from 'json-schema-to-typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
export const generatedTypesFile = path.join(here, 'types.generated.ts');

/** The TypeScript types of the schema language, generated from the meta-schema. */
export async function generateSchemaTypes(): Promise<string> {
  const body = await compileFromFile(path.join(here, 'meta/page.schema.json'), {
    cwd: path.join(here, 'meta'),
    bannerComment:
      '/* Generated from schemas/meta/*.schema.json by `npm run gen:types`. Do not edit: change the meta-schema.\n' +
      '   schemas/types.test.ts fails when this file and the meta-schema drift apart. */',
    unreachableDefinitions: true,
    declareExternallyReferenced: true,
    additionalProperties: false,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  return body
    .replace(/^ \* This interface was referenced by `undefined`'s JSON-Schema\n \* via the `definition` "\w+"\.\n/gm, '')
    .replace(/^ \*\n(?= \*\/)/gm, '')
    .replace(/^\/\*\*\n \*\/\n/gm, '');
}
