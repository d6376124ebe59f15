import { memo } from 'react';
import type { Control } from '../../schemas/types.ts';
import { CanvasDynamicTable } from './CanvasDynamicTable.tsx';
import { CanvasRow } from './CanvasRow.tsx';
import { CanvasTable } from './CanvasTable.tsx';
import { ControlPlaceholder } from './ControlPlaceholder.tsx';
import { ControlPreview } from './ControlPreview.tsx';

interface ItemBodyProps {
  control: Control;
  ancestry: string;
  /** Far from the screen: a value or display control shows a stand-in (of this height, when known). */
  standIn?: boolean;
  standInHeight?: number;
}

/** What a canvas item shows: a layout kind with its drop areas, or the control's preview. */
export const ItemBody = memo(function ItemBody({ control, ancestry, standIn = false, standInHeight }: ItemBodyProps) {
  switch (control.compType) {
    case 'row':
      return <CanvasRow control={control} ancestry={ancestry} />;
    case 'table':
      return <CanvasTable control={control} ancestry={ancestry} />;
    case 'dynamicTable':
      return <CanvasDynamicTable control={control} ancestry={ancestry} />;
    default:
      return standIn ? <ControlPlaceholder control={control} height={standInHeight} /> : <ControlPreview control={control} />;
  }
});
