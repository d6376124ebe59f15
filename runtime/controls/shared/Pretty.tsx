import type { ReactNode } from 'react';
import type { FieldControlProps } from '../types.ts';
import { controlMessages as m } from '../messages.ts';
import { InlineError } from './InlineError.tsx';
import { readFlag, readText } from './read.ts';
import { sanitizeHtml } from './sanitize.ts';
import { useOptions } from './useOptions.ts';

/*
 * Read-pretty renderers (Formily's readPretty pattern, a record's 详情): the value as text, with no
 * input, so a detail does not look like a form one could type into. A kind without one keeps its
 * renderer, read-only.
 */

const PRETTY_STYLE = { display: 'block', minHeight: 22, whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/** The span the label points at (its id), holding the text or 「-」 when there is none. */
function PrettyText({ id, children }: { id: string; children: ReactNode }) {
  const empty = children === '' || children === null || children === undefined;
  return (
    <span id={id} className="rt-pretty" style={PRETTY_STYLE}>
      {empty ? m.prettyEmpty : children}
    </span>
  );
}

/** A stored value as text: lists joined by 、 (date ranges, multiple choices), objects left out. */
export function prettyText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(prettyText).filter((v) => v !== '').join('、');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** Text, numbers, dates, times; a password input shows stars. */
export function PrettyValue({ control, value }: FieldControlProps) {
  const hidden = readFlag(control, 'showPassword') && prettyText(value) !== '';
  return <PrettyText id={control.id}>{hidden ? m.prettyHidden : prettyText(value)}</PrettyText>;
}

/** The chosen values of a choice (select, radio, checkbox) said by their options' labels. */
export function PrettyChoice({ control, value }: FieldControlProps) {
  const { options, error } = useOptions(control);
  const chosen = Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];
  const labels = chosen.map((v) => options.find((o) => o.value === v || String(o.value) === String(v))?.label ?? prettyText(v));
  return (
    <>
      <PrettyText id={control.id}>{labels.join('、')}</PrettyText>
      <InlineError message={error} />
    </>
  );
}

/** A switch as 是 / 否 (or its own active-text / inactive-text). */
export function PrettySwitch({ control, value }: FieldControlProps) {
  const on = value === (control['active-value'] === undefined || control['active-value'] === '' ? 'Y' : control['active-value']);
  const text = on ? readText(control, 'active-text') || m.prettyYes : readText(control, 'inactive-text') || m.prettyNo;
  return <PrettyText id={control.id}>{text}</PrettyText>;
}

/** Rich text as the page shows it, sanitised, without the editor's toolbar. */
export function PrettyHtml({ control, value }: FieldControlProps) {
  const html = sanitizeHtml(typeof value === 'string' ? value : '');
  if (html.trim() === '') return <PrettyText id={control.id}>{''}</PrettyText>;
  return <div id={control.id} className="rt-pretty rt-pretty-html" style={{ wordBreak: 'break-word' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
