import { Col } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useFormLayout } from './formLayout.ts';

/** Off screen, a column counts as this tall until it has been shown once (a one-line field item). */
const offscreen: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 56px' };

/**
 * A control's grid column (span 1-24) in its list's row. Inside SchemaForm it is antd's Col markup
 * drawn directly (see StylePrimer), and in a long form skipped by the browser while off screen;
 * elsewhere antd's Col.
 */
export function GridCol({ span, children }: { span: number; children: ReactNode }) {
  const { antd, gutter, lazyOffscreen } = useFormLayout();
  if (!antd) return <Col span={span}>{children}</Col>;
  // The row is the list's <Row gutter={gutter}>: its columns pad half the gutter on each side, as antd's Col.
  const padding = gutter ? { paddingLeft: gutter / 2, paddingRight: gutter / 2 } : undefined;
  return (
    <div className={`${antd.prefix}-col ${antd.prefix}-col-${span} ${antd.hashId}`.trimEnd()} style={lazyOffscreen ? { ...padding, ...offscreen } : padding}>
      {children}
    </div>
  );
}
