import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** The upload path pictures of ours are served from (`/jeecg-boot/sys/common/static/...`, signed). */
const OWN_PICTURES = '/sys/common/static/';
/** An inline picture (the editor's answer when a server keeps no file): raster only, no request leaves the page. */
const INLINE_PICTURE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const INLINE_MAX = 5_000_000;
/** Styles that could lift a text over the window (and catch every click) or pull it out of its box. */
const LIFTING_STYLES = ['position', 'z-index', 'top', 'right', 'bottom', 'left', 'inset', 'transform', 'translate', 'float'];

/**
 * Pictures of our own uploads only: one from another server would tell it who read the text and
 * when. A picture that names a stored path keeps it and is signed afresh for each reader.
 */
function isOwnPicture(src: string): boolean {
  if (src.length <= INLINE_MAX && INLINE_PICTURE.test(src)) return true;
  try {
    const url = new URL(src, window.location.href);
    return url.origin === window.location.origin && url.pathname.includes(OWN_PICTURES) && !url.pathname.includes('..');
  } catch {
    return false;
  }
}

function tidyElement(node: Element): void {
  if (node instanceof HTMLElement && node.hasAttribute('style')) {
    for (const name of LIFTING_STYLES) node.style.removeProperty(name);
    for (const side of ['margin', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left']) {
      if (node.style.getPropertyValue(side).includes('-')) node.style.removeProperty(side);
    }
    if (node.getAttribute('style')?.trim() === '') node.removeAttribute('style');
  }
  if (node.tagName !== 'IMG') return;
  const src = node.getAttribute('src');
  if (src !== null && !isOwnPicture(src)) node.removeAttribute('src');
  if (!node.hasAttribute('src') && !node.hasAttribute('data-path')) node.remove();
}

let purifier: Purifier | undefined;

/** A purifier of our own, so these hooks never reach another user of DOMPurify's shared instance. */
function ownPurifier(): Purifier {
  if (purifier === undefined) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', tidyElement);
  }
  return purifier;
}

/**
 * HTML written by a user or a designer, made safe to insert: scripts, handlers, javascript: URLs,
 * embedded styles and forms removed (DOMPurify); class names, positioning styles and pictures from
 * other servers dropped too, the same rules the server applies before storing rich text
 * (server/announcements/sanitize.ts). Links may open in a new window.
 */
export function sanitizeHtml(html: string): string {
  return ownPurifier().sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['class'] });
}

/** The visible text of an HTML fragment. DOMParser documents are inert: nothing loads or runs. */
export function textOfHtml(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return doc.body.textContent ?? '';
}
