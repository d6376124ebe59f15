import { sanitizeHtml } from '../shared/sanitize.ts';

/*
 * Seed 001 §5: the rich-text counter is "the text length minus one". The older editor (Quill) gives
 * its text with a line end after every paragraph, the last one included: "<p>ab</p><p>cd</p>" is
 * "ab\ncd\n", 6 − 1 = 5, so a paragraph break counts as a character and the closing line end does
 * not. The same text is built here from the HTML, so both editors count a saved value alike.
 */

const BLOCKS = new Set(['P', 'DIV', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'UL', 'OL', 'TABLE', 'TR']);

function textOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  if (node.tagName === 'BR') {
    // A break closing its paragraph (Quill's empty line <p><br></p>) adds nothing: the paragraph ends anyway.
    return node.nextSibling === null && node.parentElement && BLOCKS.has(node.parentElement.tagName) ? '' : '\n';
  }
  const inner = [...node.childNodes].map(textOf).join('');
  return BLOCKS.has(node.tagName) && !inner.endsWith('\n') ? `${inner}\n` : inner;
}

/** The editor's counter for an HTML value: its Quill-style text length minus one (never below 0). */
export function counterLength(html: string): number {
  if (!html) return 0;
  const body = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html').body;
  const text = textOf(body);
  // Text outside any paragraph is one paragraph to Quill: it ends with a line end as well.
  const closed = text === '' || text.endsWith('\n') ? text : `${text}\n`;
  return Math.max(0, closed.length - 1);
}
