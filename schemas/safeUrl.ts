/**
 * Whether an address may become an iframe source, a link or a window.open target. Shared by the
 * server (refusing a menu on save) and the browser (refusing it again before use, for rows stored
 * before the check or written around it).
 *
 * Allowed: http and https addresses, protocol-relative addresses (`//host/...`: they take the
 * page's own scheme, so they are http(s) too and can name no site an https address could not),
 * and relative paths, queries and fragments. Anything with another scheme is refused:
 * `javascript:`, `data:`, `vbscript:`, `blob:`, `file:`... The scheme is read the way a browser
 * reads it (control characters and spaces dropped, tabs and newlines inside removed, any case),
 * and read again after decoding HTML character references, so `&#106;avascript:` in a value that
 * later passes through innerHTML is caught too.
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  colon: ':', tab: '\t', newline: '\n', sol: '/', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", lpar: '(', rpar: ')',
};

/** Decodes numeric (`&#106;`, `&#x6A;`, with or without `;`) and the few named references that can spell a scheme. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** What a browser's URL parser sees: no ASCII controls or whitespace anywhere (it strips them), lower case. */
function squeeze(text: string): string {
  return text.replace(/[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g, '').toLowerCase();
}

/** The scheme a browser would read, or undefined for a relative address. */
function schemeOf(squeezed: string): string | undefined {
  const match = /^([a-z][a-z0-9+.-]*):/.exec(squeezed);
  return match ? match[1] : undefined;
}

function isSafeForm(text: string): boolean {
  const scheme = schemeOf(squeeze(text));
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

/** The address itself (trimmed) when it is safe to load, otherwise undefined. */
export function safeUrl(raw: string | null | undefined): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const url = raw.trim();
  if (url === '') return undefined;
  return isSafeForm(url) && isSafeForm(decodeEntities(url)) ? url : undefined;
}

/** True when a text names a script-running scheme anywhere, in any case, spacing or encoding. */
export function namesDangerousScheme(text: string): boolean {
  const forms = [squeeze(text), squeeze(decodeEntities(text)), squeeze(decodeEntities(decodeEntities(text)))];
  // At a word start only, so a path such as `/metadata:x` is not taken for `data:`.
  return forms.some((form) => /(^|[^a-z0-9+.-])(javascript|vbscript|data|livescript):/.test(form));
}

/** One `{{ }}` expression the browser evaluates (runtime/shell/router/evaluateUrl.ts) and a saved menu may hold: deployment settings only. */
const CONFIG_LOOKUP = /^\s*(window\s*\.\s*)?_CONFIG\s*(\[\s*'[A-Za-z_$][\w$]*'\s*\]|\[\s*"[A-Za-z_$][\w$]*"\s*\]|\.\s*[A-Za-z_$][\w$]*)\s*$/;

function isConfigExpression(expression: string): boolean {
  return expression.split('+').every((term) => CONFIG_LOOKUP.test(term));
}

/**
 * Whether a menu address, `{{ }}` placeholders included, is safe to store. The server cannot know
 * the browser's settings, so the rule is structural: every placeholder is only a lookup of
 * `window._CONFIG` (deployment values, never string literals that could spell a scheme), the
 * literal text around the placeholders must itself be a safe address (as if the placeholders were
 * empty), and no script scheme appears anywhere. The browser checks the evaluated result again.
 */
export function isSafeUrlTemplate(template: string): boolean {
  if (namesDangerousScheme(template)) return false;
  let literal = '';
  let rest = template;
  for (;;) {
    const open = rest.indexOf('{{');
    if (open === -1) break;
    const close = rest.indexOf('}}', open + 2);
    if (close === -1) return false;
    if (!isConfigExpression(rest.slice(open + 2, close))) return false;
    literal += rest.slice(0, open);
    rest = rest.slice(close + 2);
  }
  literal += rest;
  if (literal.includes('}}') || /["'<>`]/.test(literal)) return false;
  return literal.trim() === '' || safeUrl(literal) !== undefined;
}
