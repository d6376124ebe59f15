/**
 * The languages of the code editor's selector (seed 002 §2), in the seed's order. `value` is what a
 * saved control's `language` holds; the runtime maps it onto the editor's own language ids.
 */
export const codeLanguages = [
  { value: 'css', label: 'CSS' },
  { value: 'javascript', label: 'Javascript' },
  { value: 'html', label: 'XML/HTML' },
  { value: 'java', label: 'Java' },
  { value: 'objective-c', label: 'Objective-C' },
  { value: 'python', label: 'Python' },
  { value: 'r', label: 'R' },
  { value: 'shell', label: 'Shell' },
  { value: 'sql', label: 'SQL' },
  { value: 'swift', label: 'Swift' },
  { value: 'vue', label: 'Vue' },
  { value: 'markdown', label: 'Markdown' },
] as const;

export type CodeLanguage = (typeof codeLanguages)[number]['value'];

export function isCodeLanguage(value: unknown): value is CodeLanguage {
  return codeLanguages.some((language) => language.value === value);
}
