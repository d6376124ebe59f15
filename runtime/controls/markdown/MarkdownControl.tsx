import { Input } from 'antd';
import { useDeferredValue, useMemo } from 'react';
import type { FieldControlProps } from '../types.ts';
import { controlMessages as m } from '../messages.ts';
import { asText, readNumber } from '../shared/read.ts';
import { markdownHtml } from './markdownHtml.ts';

/** Seed 002 §9: default 300, never below 200. */
const DEFAULT_HEIGHT = 300;
const MIN_HEIGHT = 200;

const pane = { flex: '1 1 280px', minWidth: 0, border: '1px solid #d9d9d9', borderRadius: 6 } as const;

/**
 * Markdown editor (seed 002 §2, §9): the text on the left, its preview on the right (below on a
 * narrow screen). The preview is sanitised HTML (markdownHtml), never the text's own HTML.
 */
export function MarkdownControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  const height = Math.max(readNumber(control, 'height', DEFAULT_HEIGHT), MIN_HEIGHT);
  const text = asText(value);
  // A long text is parsed after the keystroke is shown, not in its way.
  const shown = useDeferredValue(text);
  const html = useMemo(() => markdownHtml(shown), [shown]);
  return (
    <div data-testid="markdown-editor" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <div style={pane}>
        <div style={{ padding: '2px 8px', fontSize: 12, color: 'rgba(0,0,0,0.45)', borderBottom: '1px solid #f0f0f0' }}>{m.markdownWrite}</div>
        <Input.TextArea
          id={control.id}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          disabled={disabled}
          readOnly={readOnly}
          variant="borderless"
          spellCheck={false}
          style={{ height: height - 24, resize: 'none', fontFamily: 'monospace' }}
        />
      </div>
      <div style={pane}>
        <div style={{ padding: '2px 8px', fontSize: 12, color: 'rgba(0,0,0,0.45)', borderBottom: '1px solid #f0f0f0' }}>{m.markdownPreview}</div>
        {html === '' ? (
          <div style={{ height: height - 24, padding: '4px 11px', color: 'rgba(0,0,0,0.25)' }}>{m.markdownEmpty}</div>
        ) : (
          // Sanitised by markdownHtml: scripts, handlers and foreign pictures are gone.
          <div data-testid="markdown-preview" style={{ height: height - 24, overflow: 'auto', padding: '4px 11px' }} dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </div>
    </div>
  );
}
