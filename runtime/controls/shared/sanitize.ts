import DOMPurify from 'dompurify';

/** Designer-authored or user-typed HTML, made safe to insert (scripts, handlers, javascript: URLs removed). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html);
}

/** The visible text of an HTML fragment. DOMParser documents are inert: nothing loads or runs. */
export function textOfHtml(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return doc.body.textContent ?? '';
}
