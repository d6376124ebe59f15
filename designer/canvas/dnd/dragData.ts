import type { ContainerRef } from '../../model/types.ts';

/** What a palette entry carries while dragged: the kind to create. */
export interface PaletteDrag {
  type: 'palette';
  compType: string;
  compName: string;
}

/** A control on the canvas: draggable and a drop target at once (a sortable item). */
export interface ItemData {
  type: 'item';
  id: string;
  compType: string;
  compName: string;
  container: ContainerRef;
  index: number;
  /** Ids of the controls around it, outermost first: a container is never dropped into itself. */
  ancestors: readonly string[];
  /** Which way its list runs: a dynamic table's columns sit side by side. */
  axis: 'x' | 'y';
}

/** A list's own drop area (an empty row column, a cell, the space after the last control). */
export interface ZoneData {
  type: 'zone';
  container: ContainerRef;
  length: number;
  /** Ids of the controls around it, the owner included. */
  ancestors: readonly string[];
}

export type DragData = PaletteDrag | ItemData;
export type DropData = ItemData | ZoneData;

export const PALETTE_PREFIX = 'palette:';
export const ZONE_PREFIX = 'zone:';

export const isDragData = (value: unknown): value is DragData =>
  typeof value === 'object' && value !== null && ((value as DragData).type === 'palette' || (value as DragData).type === 'item');

export const isDropData = (value: unknown): value is DropData =>
  typeof value === 'object' && value !== null && ((value as DropData).type === 'zone' || (value as DropData).type === 'item');
