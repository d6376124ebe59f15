import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateValidators, generatedValidatorsFile } from './generateValidators.ts';

describe('precompiled schema validators', () => {
  it('are exactly what the meta-schema generates (run `npm run gen:validators` after changing it)', () => {
    expect(fs.readFileSync(generatedValidatorsFile, 'utf8')).toBe(generateValidators());
  });

  it('compile no code at run time (the Content-Security-Policy forbids it)', () => {
    const code = fs.readFileSync(generatedValidatorsFile, 'utf8');
    expect(code).not.toMatch(/new Function|\beval\(|\brequire\(/);
  });
});
