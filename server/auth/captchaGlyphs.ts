/**
 * A small stroke font for the captcha: each glyph is polylines on a 4 by 6 grid (y down), strokes
 * separated by `|`. The picture draws these as paths, so the SVG holds no text of the answer.
 * Only capitals and digits that cannot be taken for one another (no I, O, 0, 1): the answer is
 * compared without case, so a typed lower-case letter still matches.
 */
const STROKES: Record<string, string> = {
  A: '0,6 2,0 4,6|0.7,4 3.3,4',
  B: '0,0 0,6 3,6 4,5 4,4 3,3 0,3|0,0 3,0 4,1 4,2 3,3',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2.5,3.5',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  J: '4,0 4,5 3,6 1,6 0,5',
  K: '0,0 0,6|4,0 0,3.5|1.3,2.7 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3.5 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  Q: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|2.5,4.5 4,6.3',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2.5 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  2: '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  3: '0,1 1,0 3,0 4,1 4,2 3,3 1.5,3|3,3 4,4 4,5 3,6 1,6 0,5',
  4: '3,6 3,0 0,4 4,4',
  5: '4,0 0,0 0,3 3,3 4,4 4,5 3,6 1,6 0,5',
  6: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  7: '0,0 4,0 1.5,6',
  8: '1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3',
  9: '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6 0,5',
};

export type Point = readonly [number, number];

/** The characters a captcha code is made of: exactly those the font draws. */
export const CAPTCHA_CHARSET = Object.keys(STROKES).sort().join('');

/** The strokes of one character, as lists of grid points. */
export function glyphStrokes(ch: string): Point[][] {
  const strokes = STROKES[ch];
  if (strokes === undefined) throw new Error(`the captcha font has no glyph for "${ch}"`);
  return strokes.split('|').map((stroke) => stroke.split(' ').map((pair) => pair.split(',').map(Number) as unknown as Point));
}
