import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateSchemaTypes, generatedTypesFile } from './generateTypes.ts';

describe('schema types', () => {
  it('are exactly what the meta-schema generates (run `npm run gen:types` after changing it)', async () => {
    expect(fs.readFileSync(generatedTypesFile, 'utf8')).toBe(await generateSchemaTypes());
  });
});
