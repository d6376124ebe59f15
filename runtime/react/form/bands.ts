/**
 * A long form's top-level controls, cut into bands of about BAND_NODES nodes, each its own grid
 * row that the browser skips as a whole while it is off screen (content-visibility). A page of a
 * thousand controls then has a few dozen skippable boxes instead of a thousand, and every frame
 * (each keystroke's, each mounting chunk's) has that much less to hit-test, layer and commit.
 *
 * One grid row wraps its columns into lines by their spans; several rows must wrap them the same
 * way. So a band ends only next to a full-width control that is sure to show (span 24 or a
 * layout, no visibleWhen, permitted): such a control always stands on a line of its own, whatever
 * shows or hides around it. A stretch without one stays a single band, its columns skipped one by
 * one instead (`oversized`).
 */

export const BAND_NODES = 30;
/** A band past this many nodes (no place to cut it) skips its columns one by one. */
export const OVERSIZED_BAND = 4 * BAND_NODES;

export interface BandItem {
  /** Full width and sure to show: the grid starts a new line before and after it. */
  standsAlone: boolean;
  /** Nodes it holds, itself included (a row with six fields: 7). */
  nodes: number;
}

export interface Band {
  /** First and past-last index in the list. */
  start: number;
  end: number;
  oversized: boolean;
}

export function bandsOf(items: readonly BandItem[]): Band[] {
  const bands: Band[] = [];
  let start = 0;
  let nodes = 0;
  const close = (end: number) => {
    if (end > start) bands.push({ start, end, oversized: nodes > OVERSIZED_BAND });
    start = end;
    nodes = 0;
  };
  items.forEach((item, i) => {
    if (nodes >= BAND_NODES && (items[i - 1].standsAlone || item.standsAlone)) close(i);
    nodes += item.nodes;
  });
  close(items.length);
  return bands;
}
