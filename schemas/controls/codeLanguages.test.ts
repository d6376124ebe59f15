import { describe, expect, it } from 'vitest';
import metaSchema from '../meta/control.schema.json' with { type: 'json' };
import { codeLanguages } from './codeLanguages.ts';

describe('code editor languages (seed 002 §2)', () => {
  it("are the seed's twelve, in its order", () => {
    expect(codeLanguages.map((language) => language.label)).toEqual([
      'CSS', 'Javascript', 'XML/HTML', 'Java', 'Objective-C', 'Python', 'R', 'Shell', 'SQL', 'Swift', 'Vue', 'Markdown',
    ]);
  });

  it('are the values the meta-schema accepts for a codeEditor', () => {
    const block = metaSchema.$defs.control.allOf.find((entry) => JSON.stringify(entry.if) === JSON.stringify({ properties: { compType: { const: 'codeEditor' } } }));
    const language = (block?.then.properties as { language?: { enum: string[] } } | undefined)?.language;
    expect(language?.enum).toEqual(codeLanguages.map((l) => l.value));
  });
});
