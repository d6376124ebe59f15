import { describe, expect, it } from 'vitest';
import { initialSliderState, sliderReducer, type SliderEvent, type SliderState } from './sliderVerifyState.ts';

const MAX = 260;
const run = (events: SliderEvent[], from: SliderState = initialSliderState) => events.reduce(sliderReducer, from);

describe('slider verification (seed 002 §4)', () => {
  it('starts idle at the start of the track', () => {
    expect(initialSliderState).toEqual({ phase: 'idle', offset: 0, grip: 0 });
  });

  it('drags with the pointer, measured from where the handle was pressed', () => {
    const state = run([{ type: 'press', x: 15 }, { type: 'move', x: 115, max: MAX }]);
    expect(state.phase).toBe('dragging');
    expect(state.offset).toBe(100);
  });

  it('never goes before the start', () => {
    expect(run([{ type: 'press', x: 50 }, { type: 'move', x: 10, max: MAX }]).offset).toBe(0);
  });

  it('succeeds at full width, and past it the handle stays at the end', () => {
    const state = run([{ type: 'press', x: 10 }, { type: 'move', x: 10 + MAX + 40, max: MAX }]);
    expect(state).toMatchObject({ phase: 'success', offset: MAX });
  });

  it('goes back to idle at the start when released early', () => {
    const state = run([{ type: 'press', x: 10 }, { type: 'move', x: 10 + MAX - 1, max: MAX }, { type: 'release' }]);
    expect(state).toEqual(initialSliderState);
  });

  it('is fixed after success: pressing, moving, releasing and steps change nothing', () => {
    const done = run([{ type: 'press', x: 0 }, { type: 'move', x: MAX, max: MAX }]);
    const after = run([{ type: 'press', x: MAX }, { type: 'move', x: 0, max: MAX }, { type: 'release' }, { type: 'step', by: -50, max: MAX }], done);
    expect(after).toBe(done);
  });

  it('ignores a move without a press', () => {
    expect(run([{ type: 'move', x: 200, max: MAX }])).toBe(initialSliderState);
  });

  it('steps by keyboard and succeeds at the end', () => {
    expect(run([{ type: 'step', by: 26, max: MAX }])).toMatchObject({ phase: 'idle', offset: 26 });
    expect(run([{ type: 'step', by: MAX, max: MAX }])).toMatchObject({ phase: 'success', offset: MAX });
  });

  it('starts over on reset, even after success', () => {
    const done = run([{ type: 'step', by: MAX, max: MAX }]);
    expect(sliderReducer(done, { type: 'reset' })).toEqual(initialSliderState);
  });

  it('does not succeed on a track with no room', () => {
    expect(run([{ type: 'press', x: 0 }, { type: 'move', x: 50, max: 0 }]).phase).toBe('dragging');
  });
});
