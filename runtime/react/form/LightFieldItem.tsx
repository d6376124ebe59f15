// What an item gives the input inside it (error status, "in a form item" styling), as Form.Item
// does; antd has no public export of it (antd is pinned at 5.29). Unit tests, where 'antd' is
// its CommonJS build, alias this path to lib/ (vitest.config.ts) so that both are one context.
import { FormItemInputContext } from 'antd/es/form/context';
import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import type { AntdClasses } from './antdClasses.ts';
import { cssWidth, type FieldItemProps } from './fieldItemProps.ts';
import { useFormLayout } from './formLayout.ts';

// Form.Item's value for the input inside (StatusProvider), with and without errors.
const INPUT_OK = { isFormItemInput: true, status: '' } as const;
const INPUT_ERROR = { isFormItemInput: true, status: 'error' } as const;

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The label, required mark and error lines around a control: the markup antd's Form.Item renders
 * in SchemaForm's Form (same classes and inline styles, so the same pixels; LightFieldItem.test
 * compares the two), with the styles registered once by StylePrimer. Form.Item itself is five
 * styled antd components, each updating the page's style sheets as it mounts, plus state for
 * animating its error lines: on a form of 1,000 controls, the largest part of mounting.
 */
export function LightFieldItem({ control, labelWidth, errors = [], compact = false, pretty = false, children, antd }: FieldItemProps & { antd: AntdClasses }) {
  const layout = useFormLayout();
  const { prefix, hashId } = antd;
  const item = `${prefix}-form-item`;
  const messages = [...new Set(errors)];
  const hasError = messages.length > 0;
  const showLabel = !compact && control.showLabel !== false && Boolean(control.label);
  const width = cssWidth(labelWidth ?? layout.labelWidth ?? 80);
  const label = String(control.label ?? '');
  const margin = useErrorMargin(hasError);
  return (
    <div
      ref={margin.ref}
      className={classes(item, hashId, hasError && `${item}-with-help`, hasError && `${item}-has-error`, `${item}-${layout.vertical ? 'vertical' : 'horizontal'}`)}
      style={compact ? { marginBottom: 0 } : undefined}
    >
      <div className={classes(`${prefix}-row`, `${item}-row`, hashId)}>
        {showLabel ? (
          <div
            className={classes(`${prefix}-col`, `${item}-label`, layout.labelAlign === 'left' && `${item}-label-left`, `${item}-label-wrap`, hashId)}
            style={!layout.vertical && width ? { flex: `0 0 ${width}` } : undefined}
          >
            <label htmlFor={control.id} title={label} className={classes(control.required === true && !pretty && `${item}-required`)}>
              {/* As Form.Item with the form's colon: the label's own colon goes, the form adds one. */}
              {layout.vertical ? label : label.replace(/[:|：]\s*$/, '')}
            </label>
          </div>
        ) : null}
        <div className={classes(`${prefix}-col`, `${item}-control`, hashId)} style={layout.vertical ? undefined : { flex: '1 1 0', minWidth: 0 }}>
          <div className={`${item}-control-input`}>
            <div className={`${item}-control-input-content`}>
              <FormItemInputContext.Provider value={hasError ? INPUT_ERROR : INPUT_OK}>
                {/* Some kinds load their renderer on first use (bar code, colour picker): the label shows meanwhile. */}
                <Suspense fallback={null}>{children}</Suspense>
              </FormItemInputContext.Provider>
            </div>
          </div>
          {hasError ? (
            <div className={`${item}-additional`} style={margin.bottom ? { minHeight: margin.bottom } : undefined}>
              <div className={classes(`${item}-explain`, `${item}-explain-connected`, hashId)}>
                <div className={`${item}-explain-error`}>
                  {messages.map((message) => (
                    <div key={message}>{message}</div>
                  ))}
                </div>
              </div>
            </div>
          ) : null}
        </div>
      </div>
      {hasError && margin.bottom ? <div className={`${item}-margin-offset`} style={{ marginBottom: -margin.bottom }} /> : null}
    </div>
  );
}

/**
 * As Form.Item: while error lines show, they take the place of the item's bottom margin (the
 * lines' box is at least that high, and an offset gives the margin back), so the form below
 * moves only when the lines need more room than the margin had.
 */
function useErrorMargin(hasError: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [bottom, setBottom] = useState<number>();
  useLayoutEffect(() => {
    if (hasError && ref.current) setBottom(Number.parseInt(getComputedStyle(ref.current).marginBottom, 10) || undefined);
  }, [hasError]);
  return { ref, bottom: hasError ? bottom : undefined };
}
