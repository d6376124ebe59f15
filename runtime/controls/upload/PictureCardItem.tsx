import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { CSSProperties, ReactNode } from 'react';
import { controlMessages } from '../messages.ts';
import { shortName } from './uploadValue.ts';

interface PictureCardItemProps {
  /** antd's own card (thumbnail, preview and remove on hover). */
  card: ReactNode;
  name: string;
  /** Without moves (a locked control) the card shows the name only. */
  onMove?: (step: -1 | 1) => void;
}

// Over antd's card (8px padding inside its 102px square) and above its hover mask.
const nameBar: CSSProperties = {
  position: 'absolute',
  left: 8,
  right: 8,
  bottom: 8,
  zIndex: 2,
  background: 'rgba(0, 0, 0, 0.45)',
  color: '#fff',
  fontSize: 12,
  lineHeight: '18px',
  textAlign: 'center',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  pointerEvents: 'none',
};
const arrow = (side: 'left' | 'right'): CSSProperties => ({
  position: 'absolute',
  top: 10,
  [side]: 10,
  zIndex: 2,
  width: 18,
  height: 18,
  padding: 0,
  border: 0,
  borderRadius: 9,
  background: 'rgba(0, 0, 0, 0.45)',
  color: '#fff',
  fontSize: 10,
  lineHeight: '18px',
  cursor: 'pointer',
});

/** A picture card with the file's short name over its lower edge and move-left / move-right buttons in its upper corners. */
export function PictureCardItem({ card, name, onMove }: PictureCardItemProps) {
  return (
    <div style={{ position: 'relative', width: '100%', height: '100%' }} title={name}>
      {card}
      {onMove ? (
        <>
          <button type="button" style={arrow('left')} aria-label={controlMessages.uploadMoveLeft} onClick={() => onMove(-1)}>
            <LeftOutlined />
          </button>
          <button type="button" style={arrow('right')} aria-label={controlMessages.uploadMoveRight} onClick={() => onMove(1)}>
            <RightOutlined />
          </button>
        </>
      ) : null}
      <div style={nameBar}>{shortName(name)}</div>
    </div>
  );
}
