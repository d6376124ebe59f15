import type { FormConfig } from '../../../schemas/types.ts';
import { additionRefusal, placementRefusal } from '../../model/placement.ts';
import type { Target } from '../../model/types.ts';
import type { DragData } from './dragData.ts';
import { sameContainer } from '../../model/containers.ts';

/** The message a drop of `active` at `target` would be refused with (shown while dragging, and on drop). */
export function dropRefusal(active: DragData, target: Target, config: FormConfig): string | undefined {
  if (active.type === 'palette') return additionRefusal(active.compType, config) ?? placementRefusal(active.compType, target.container.kind);
  if (sameContainer(active.container, target.container)) return undefined;
  return placementRefusal(active.compType, target.container.kind);
}
