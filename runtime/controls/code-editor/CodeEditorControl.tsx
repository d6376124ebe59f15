import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Select, Space, Spin } from 'antd';
import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';
import { codeLanguages } from '../../../schemas/controls/codeLanguages.ts';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { controlMessages as m } from '../messages.ts';
import { asText, readFlag, readNumber } from '../shared/read.ts';
import type { CodeAreaProps } from './MonacoCodeArea.tsx';
import { codeLanguageOf, monacoLanguage } from './monacoLanguage.ts';

/** Seed 002 §9: default height 240. */
const DEFAULT_HEIGHT = 240;

/** Where monaco cannot load (a failed chunk), the code is still edited, as plain text. */
function PlainCodeArea({ value, onChange, height, readOnly, label }: CodeAreaProps) {
  return (
    <>
      <Alert type="warning" showIcon message={m.codeEditorUnavailable} style={{ marginBottom: 8 }} />
      <Input.TextArea value={value} onChange={(e) => onChange(e.target.value)} readOnly={readOnly} aria-label={label}
        spellCheck={false} style={{ height, fontFamily: 'monospace' }} />
    </>
  );
}

const MonacoCodeArea = lazy(() =>
  import('./MonacoCodeArea.tsx').catch((error: unknown) => {
    console.warn('code editor: monaco did not load, plain text is used instead', error);
    return { default: PlainCodeArea };
  }),
);

const fullScreenStyle: CSSProperties = { position: 'fixed', inset: 0, zIndex: 1100, background: '#fff', padding: 12, display: 'flex', flexDirection: 'column' };

/**
 * 代码编辑器 (seed 002 §2): the language selector and a fullscreen toggle above a monaco editor,
 * tab size 2. The language only colours the text; the value is the code itself.
 */
export function CodeEditorControl({ control, value, onChange, disabled, readOnly }: FieldControlProps) {
  const [language, setLanguage] = useState(() => codeLanguageOf(control.language));
  const [full, setFull] = useState(false);
  const saved = codeLanguageOf(control.language);
  useEffect(() => setLanguage(saved), [saved]);
  useEffect(() => {
    if (!full) return;
    const leave = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setFull(false);
    };
    window.addEventListener('keydown', leave);
    return () => window.removeEventListener('keydown', leave);
  }, [full]);

  const height = full ? '100%' : readNumber(control, 'height', DEFAULT_HEIGHT);
  const label = control.label ?? m.codeEditor;
  return (
    <div data-testid="code-editor" id={control.id} style={full ? fullScreenStyle : { border: '1px solid #d9d9d9', borderRadius: 6, padding: 4 }}>
      <Space style={{ marginBottom: 4 }}>
        {readFlag(control, 'languageChange', true) && (
          <Select
            size="small"
            style={{ width: 140 }}
            aria-label={m.codeLanguage}
            value={language}
            onChange={setLanguage}
            options={codeLanguages.map(({ value: v, label: l }) => ({ value: v, label: l }))}
          />
        )}
        {readFlag(control, 'fullScreen', true) && (
          <Button size="small" type="text" icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={() => setFull(!full)}>
            {full ? m.exitFullScreen : m.fullScreen}
          </Button>
        )}
      </Space>
      <div style={full ? { flex: 1, minHeight: 0 } : undefined}>
        <Suspense fallback={<Spin size="small" />}>
          <MonacoCodeArea value={asText(value)} onChange={onChange} language={monacoLanguage(language)} height={height}
            readOnly={disabled || readOnly} label={label} />
        </Suspense>
      </div>
    </div>
  );
}

export const codeEditorControl: ControlEntry = { compType: 'codeEditor', role: 'field', Render: CodeEditorControl };
