import { fill, msg } from './messages.ts';

/**
 * A `<` that an HTML parser would read as the start of a tag, comment or declaration (`<b`,
 * `</`, `<!`, `<?`). A lone `<` or `>` (`a < b`, the `>=` of a dictionary value) is text there.
 */
const MARKUP = /<[A-Za-z/!?]/;

/**
 * Whether a plain-text value (a title, a name, a dictionary text) holds HTML markup. The stock
 * Vue client of the older platform renders some of these fields with v-html, so markup stored in
 * them would run in its readers' pages: such values are refused on write.
 */
export function hasMarkup(text: string | null | undefined): boolean {
  return typeof text === 'string' && MARKUP.test(text);
}

/** The refusal for a plain-text field that holds markup, naming the field. */
export function markupProblem(label: string): string {
  return fill(msg.fieldHasMarkup, { label });
}
