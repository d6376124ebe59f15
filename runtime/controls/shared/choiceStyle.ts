import type { CSSProperties } from 'react';

/** Element's bordered radio/checkbox (`border: true`): antd has none, so a thin frame per option. */
export const borderedChoice: CSSProperties = {
  border: '1px solid #d9d9d9',
  borderRadius: 4,
  padding: '4px 12px',
  marginInlineEnd: 8,
};
