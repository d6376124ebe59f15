import { Row } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useFormLayout } from './formLayout.ts';

/**
 * The grid row a list of controls sits in, with the form's gutter. Inside SchemaForm it is antd's
 * Row markup drawn directly (see StylePrimer), without a Row's screen-size subscription each;
 * elsewhere antd's Row.
 */
export function GridRow({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  const { antd, gutter } = useFormLayout();
  if (!antd)
    return (
      <Row gutter={gutter} style={style}>
        {children}
      </Row>
    );
  // As antd's Row: half the gutter taken back on each side, the columns pad it (GridCol).
  const margins = gutter ? { marginLeft: -gutter / 2, marginRight: -gutter / 2 } : undefined;
  return (
    <div className={`${antd.prefix}-row ${antd.hashId}`.trimEnd()} style={style ? { ...margins, ...style } : margins}>
      {children}
    </div>
  );
}
