import DOMPurify from 'dompurify';

/**
 * An announcement body is rich text written by another user: it is rendered only after DOMPurify
 * has removed scripts, event handlers and `javascript:` links. Links open in a new window.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] });
}
