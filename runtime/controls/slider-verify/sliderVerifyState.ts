/**
 * The slider verification of seed 002 §4 as a pure state machine: idle → dragging → success when the
 * handle reaches the end of the track; released early it goes back to the start; after success
 * nothing moves it (only `reset`, which the owner sends when it wants a new check).
 */
export type SliderPhase = 'idle' | 'dragging' | 'success';

export interface SliderState {
  phase: SliderPhase;
  /** How far the handle is from the start, in pixels (0 to `max`). */
  offset: number;
  /** Pointer position minus offset when the drag began: later positions become offsets. */
  grip: number;
}

export type SliderEvent =
  | { type: 'press'; x: number }
  /** `max`: how far the handle can go (track width minus handle width). */
  | { type: 'move'; x: number; max: number }
  | { type: 'release' }
  /** A keyboard step (arrow keys, End) for those who cannot drag. */
  | { type: 'step'; by: number; max: number }
  | { type: 'reset' };

export const initialSliderState: SliderState = { phase: 'idle', offset: 0, grip: 0 };

function moved(offset: number, max: number, from: SliderState): SliderState {
  const clamped = Math.min(Math.max(offset, 0), Math.max(max, 0));
  if (max > 0 && clamped >= max) return { phase: 'success', offset: max, grip: from.grip };
  return { ...from, offset: clamped };
}

export function sliderReducer(state: SliderState, event: SliderEvent): SliderState {
  if (event.type === 'reset') return initialSliderState;
  if (state.phase === 'success') return state;
  switch (event.type) {
    case 'press':
      return { phase: 'dragging', offset: state.offset, grip: event.x - state.offset };
    case 'move':
      return state.phase === 'dragging' ? moved(event.x - state.grip, event.max, state) : state;
    case 'release':
      return state.phase === 'dragging' ? initialSliderState : state;
    case 'step':
      return moved(state.offset + event.by, event.max, state);
  }
}
