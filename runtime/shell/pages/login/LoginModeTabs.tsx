import { theme } from 'antd';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface LoginMode {
  key: string;
  label: string;
  content: ReactNode;
}

/**
 * The two sign-in modes as an accessible tab strip (tablist, arrow keys). antd's Tabs brings its
 * menu and dropdown code along (about 20 KB gzip) to a page that must load before anything else.
 * A mode's form stays mounted once shown, so switching back keeps what was typed.
 */
export function LoginModeTabs({ modes }: { modes: LoginMode[] }) {
  const { token } = theme.useToken();
  const id = useId();
  const [active, setActive] = useState(modes[0]?.key ?? '');
  const [seen, setSeen] = useState(() => new Set([active]));
  const choose = (key: string) => {
    setActive(key);
    setSeen((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const index = modes.findIndex((m) => m.key === active);
    const next = modes[(index + (event.key === 'ArrowRight' ? 1 : modes.length - 1)) % modes.length];
    choose(next.key);
    document.getElementById(`${id}-tab-${next.key}`)?.focus();
  };

  return (
    <>
      <div role="tablist" onKeyDown={onKeyDown} style={{ display: 'flex', justifyContent: 'center', gap: 32, marginBottom: 24, borderBottom: `1px solid ${token.colorSplit}` }}>
        {modes.map((mode) => {
          const selected = mode.key === active;
          return (
            <button
              key={mode.key}
              id={`${id}-tab-${mode.key}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel-${mode.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(mode.key)}
              style={{
                background: 'none', border: 'none', cursor: 'pointer', padding: '12px 0', marginBottom: -1, fontSize: token.fontSize,
                color: selected ? token.colorPrimary : token.colorText, borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
              }}
            >
              {mode.label}
            </button>
          );
        })}
      </div>
      {modes.map((mode) =>
        seen.has(mode.key) ? (
          <div key={mode.key} id={`${id}-panel-${mode.key}`} role="tabpanel" aria-labelledby={`${id}-tab-${mode.key}`} hidden={mode.key !== active}>
            {mode.content}
          </div>
        ) : null,
      )}
    </>
  );
}
