import sanitizeHtml from 'sanitize-html';
import { isStoredPath } from '../files/uploadPaths.ts';

// Values a rich-text editor writes: colours, lengths, alignment keywords. Anything else (url(),
// expression(), javascript:) does not match and the property is dropped.
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^-?\d+(\.\d+)?(px|em|rem|pt|%)?$/i];
const KEYWORD = [/^[a-z-]{1,20}$/i];

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'font', 'del', 'ins', 'center'],
  allowedAttributes: {
    '*': ['style', 'class', 'title', 'align'],
    a: ['href', 'name', 'target', 'rel'],
    // data-path: the stored file a picture shows, so each reader gets a freshly signed address.
    img: ['src', 'alt', 'width', 'height', 'data-path'],
    font: ['color', 'size', 'face'],
    table: ['border', 'cellpadding', 'cellspacing', 'width'],
    td: ['colspan', 'rowspan', 'width', 'valign'],
    th: ['colspan', 'rowspan', 'width', 'valign'],
    col: ['span', 'width'],
    ol: ['start', 'type'],
  },
  allowedStyles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'text-align': KEYWORD,
      'text-decoration': [/^[a-z -]{1,40}$/i],
      'font-size': LENGTH,
      'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/i],
      'font-style': KEYWORD,
      'font-family': [/^[\w\s,"'-]{1,100}$/],
      'line-height': LENGTH,
      'text-indent': LENGTH,
      'vertical-align': KEYWORD,
      width: LENGTH,
      height: LENGTH,
      margin: [/^[\d.\spxem%auto-]{1,40}$/i],
      padding: [/^[\d.\spxem%-]{1,40}$/i],
      border: [/^[\w\s#.,()%-]{1,60}$/],
      'border-collapse': KEYWORD,
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Links that open elsewhere must not hand the new page a handle on this one.
  transformTags: {
    a: (tagName, attribs) => (attribs.target ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs }),
    img: (tagName, attribs) => {
      if (attribs['data-path'] === undefined || isStoredPath(attribs['data-path'])) return { tagName, attribs };
      const { 'data-path': _dropped, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
};

/**
 * The rich text of an announcement made safe to show: ordinary formatting, links (http, https,
 * mailto), images (http, https or relative), tables; no scripts, event handlers, javascript: URLs
 * or style expressions. Applied before storing and again on every answer.
 */
export function sanitizeRichText(html: string | null): string {
  return html ? sanitizeHtml(html, options) : '';
}
