import { Marked } from 'marked';
import { sanitizeHtml } from '../shared/sanitize.ts';

/** An instance of our own: options set here never reach another user of marked's shared one. */
const marked = new Marked({ gfm: true, breaks: true, async: false });

/**
 * The preview of a markdown text: marked's HTML passed through the product's one rich-text sanitiser
 * (scripts, handlers, javascript: links, pictures from other servers removed), as any HTML a user
 * wrote. Markdown allows raw HTML, so marked's output is never inserted as it is.
 */
export function markdownHtml(markdown: string): string {
  if (markdown.trim() === '') return '';
  return sanitizeHtml(marked.parse(markdown, { async: false }));
}
