import type { FocusEvent, MouseEvent } from 'react';
import { controlKind } from '../../schemas/controls/catalogue.ts';
import type { Control } from '../../schemas/types.ts';
import { isLayoutKind } from '../model/placement.ts';
import type { ContainerRef } from '../model/types.ts';
import type { DesignerStore } from '../model/designerStore.ts';

/** What every canvas item gets from its list. */
export interface CanvasItemProps {
  control: Control;
  index: number;
  listKey: string;
  container: ContainerRef;
  ancestry: string;
  ancestors: readonly string[];
  axis: 'x' | 'y';
}

export const compNameOf = (control: Control) => control.compName ?? controlKind(control.compType)?.compName ?? control.compType;

/** Layout kinds take the whole width; other controls their span (1-24). */
export const itemSpan = (control: Control) =>
  isLayoutKind(control.compType) ? 24 : typeof control.span === 'number' && control.span >= 1 && control.span <= 24 ? control.span : 24;

export function itemClassName(control: Control, selected: boolean, dragging = false): string {
  return ['fd-item', selected ? 'fd-item-selected' : '', dragging ? 'fd-item-dragging' : '', isLayoutKind(control.compType) ? 'fd-item-layout' : '']
    .filter(Boolean)
    .join(' ');
}

/** Selects the item on a click, or when it gets the focus itself (Tab), not when a child does. */
export const selectOn = (store: DesignerStore, id: string) => (event: MouseEvent | FocusEvent) => {
  if (event.type === 'focus' && event.target !== event.currentTarget) return;
  event.stopPropagation();
  store.select({ kind: 'control', id });
};
