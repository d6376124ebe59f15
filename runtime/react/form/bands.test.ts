import { describe, expect, it } from 'vitest';
import { BAND_NODES, bandsOf, OVERSIZED_BAND, type BandItem } from './bands.ts';

const field = (nodes = 1): BandItem => ({ standsAlone: false, nodes });
const alone = (nodes = 1): BandItem => ({ standsAlone: true, nodes });
const cuts = (items: BandItem[]) => bandsOf(items).map((b) => [b.start, b.end]);

describe('bands of a long form', () => {
  it(`cuts after about ${BAND_NODES} nodes, next to a control that stands alone on its line`, () => {
    const items = [...Array.from({ length: BAND_NODES + 5 }, () => field()), alone(), ...Array.from({ length: 10 }, () => field())];
    // Not after the 30th field (no full-width control there): before the full-width one.
    expect(cuts(items)).toEqual([
      [0, BAND_NODES + 5],
      [BAND_NODES + 5, items.length],
    ]);
  });

  it('also cuts right after such a control', () => {
    const items = [...Array.from({ length: BAND_NODES - 1 }, () => field()), alone(), field(), field()];
    expect(cuts(items)).toEqual([
      [0, BAND_NODES],
      [BAND_NODES, BAND_NODES + 2],
    ]);
  });

  it('counts the nodes a control holds (a row of six fields is seven)', () => {
    const items = [alone(7), alone(7), alone(7), alone(7), alone(7), alone(7)];
    expect(cuts(items)).toEqual([
      [0, 5],
      [5, 6],
    ]);
  });

  it('keeps a stretch without such a control whole, and marks it oversized past the limit', () => {
    const items = Array.from({ length: OVERSIZED_BAND + 1 }, () => field());
    expect(bandsOf(items)).toEqual([{ start: 0, end: OVERSIZED_BAND + 1, oversized: true }]);
    expect(bandsOf(items.slice(1))).toEqual([{ start: 0, end: OVERSIZED_BAND, oversized: false }]);
  });

  it('makes no band of an empty list', () => {
    expect(bandsOf([])).toEqual([]);
  });
});
