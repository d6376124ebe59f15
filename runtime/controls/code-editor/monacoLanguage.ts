import { isCodeLanguage, type CodeLanguage } from '../../../schemas/controls/codeLanguages.ts';

/** Monaco has no Vue tokenizer: a single-file component is coloured as the HTML it mostly is. */
const MONACO_IDS: Record<CodeLanguage, string> = {
  css: 'css', javascript: 'javascript', html: 'html', java: 'java', 'objective-c': 'objective-c', python: 'python',
  r: 'r', shell: 'shell', sql: 'sql', swift: 'swift', vue: 'html', markdown: 'markdown',
};

export function monacoLanguage(language: CodeLanguage): string {
  return MONACO_IDS[language];
}

/** A saved control's language, or javascript (the catalogue default) for anything else. */
export function codeLanguageOf(value: unknown): CodeLanguage {
  return isCodeLanguage(value) ? value : 'javascript';
}
