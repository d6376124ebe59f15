import sanitizeHtml from 'sanitize-html';
import { isStoredPath } from '../files/uploadPaths.ts';

// Values a rich-text editor writes: colours, lengths, alignment keywords. Anything else (url(),
// expression(), javascript:) does not match and the property is dropped.
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^-?\d+(\.\d+)?(px|em|rem|pt|%)?$/i];
const KEYWORD = [/^[a-z-]{1,20}$/i];

/**
 * A picture address of our own uploads (the signed static address, with or without the API
 * prefix): a picture from anywhere else would tell its server who read the text and when.
 */
export const OWN_PICTURE = /^(\/jeecg-boot)?\/sys\/common\/static\/[\w-]+(\/[\w-]+)*\.\w{1,8}(\?[\w=&;%.-]*)?$/;

function isOwnPicture(src: string): boolean {
  return OWN_PICTURE.test(src);
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'font', 'del', 'ins', 'center'],
  allowedAttributes: {
    // No class: the app's own class names (a modal mask, a fixed header) would let a text cover the
    // window and catch every click.
    '*': ['style', 'title', 'align'],
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
      // Not negative: a negative margin pulls a text over the page around it.
      margin: [/^[\d.\spxem%auto]{1,40}$/i],
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
      const { 'data-path': path, src, ...rest } = attribs;
      return {
        tagName,
        attribs: {
          ...rest,
          ...(src !== undefined && isOwnPicture(src) ? { src } : {}),
          ...(path !== undefined && isStoredPath(path) ? { 'data-path': path } : {}),
        },
      };
    },
  },
  // A picture left with neither an address of ours nor a stored path shows nothing: gone.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src && !frame.attribs['data-path'],
};

/**
 * The rich text of an announcement (or of an entity's html field) made safe to show: ordinary
 * formatting, links (http, https, mailto), pictures of our own uploads only, tables; no scripts,
 * event handlers, javascript: URLs, class names, positioning styles or style expressions. Applied
 * before storing and again on every answer.
 */
export function sanitizeRichText(html: string | null): string {
  return html ? sanitizeHtml(html, options) : '';
}
