import { describe, expect, it } from 'vitest';
import { codeLanguages } from '../../../schemas/controls/codeLanguages.ts';
import { codeLanguageOf, monacoLanguage } from './monacoLanguage.ts';

describe('monacoLanguage', () => {
  it('has a monaco language for each of the seed’s twelve; Vue is coloured as HTML', () => {
    expect(codeLanguages.map((l) => monacoLanguage(l.value))).toEqual([
      'css', 'javascript', 'html', 'java', 'objective-c', 'python', 'r', 'shell', 'sql', 'swift', 'html', 'markdown',
    ]);
  });

  it('reads an unknown or missing language as javascript', () => {
    expect(codeLanguageOf('cobol')).toBe('javascript');
    expect(codeLanguageOf(undefined)).toBe('javascript');
    expect(codeLanguageOf('sql')).toBe('sql');
  });
});
