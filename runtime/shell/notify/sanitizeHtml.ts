/**
 * An announcement body is rich text written by another user: it is rendered only after the
 * runtime's one HTML sanitiser has removed scripts, handlers, `javascript:` links, class names,
 * positioning styles and pictures from other servers.
 */
export { sanitizeHtml } from '../../controls/shared/sanitize.ts';
