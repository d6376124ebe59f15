import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons';
import { useEffect, useReducer, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { controlMessages as m } from '../messages.ts';
import { initialSliderState, sliderReducer } from './sliderVerifyState.ts';

const HEIGHT = 40;
const SUCCESS = '#52c41a';

export interface SliderVerifyProps {
  /** Called once, when the handle reaches the end (验证通过). */
  onSuccess(): void;
  /** Starts fixed at success (a form value that is already true). */
  passed?: boolean;
  disabled?: boolean;
}

/**
 * Drag the handle to the right end: friction against scripted tries, never a replacement for a server
 * check. The owner remounts it (a new `key`) or clears `passed` to ask again.
 */
export function SliderVerify({ onSuccess, passed = false, disabled = false }: SliderVerifyProps) {
  const track = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(sliderReducer, passed ? { phase: 'success', offset: 0, grip: 0 } : initialSliderState);
  const done = state.phase === 'success';
  const reported = useRef(done);

  useEffect(() => {
    if (done && !reported.current) onSuccess();
    reported.current = done;
  }, [done, onSuccess]);
  useEffect(() => {
    if (!passed && done) dispatch({ type: 'reset' });
    // Only a change of `passed` from outside resets; success itself must not undo itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [passed]);

  const max = () => Math.max((track.current?.clientWidth ?? 0) - HEIGHT, 0);
  // At success the handle sits at the right end whatever the track's width (also when it starts passed).
  const left = done ? `calc(100% - ${HEIGHT}px)` : state.offset;
  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (disabled || done) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    dispatch({ type: 'press', x: e.clientX });
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || done) return;
    const by = e.key === 'End' ? max() : e.key === 'ArrowRight' ? max() / 10 : e.key === 'ArrowLeft' ? -max() / 10 : 0;
    if (by !== 0) {
      e.preventDefault();
      dispatch({ type: 'step', by, max: max() });
    }
  };

  return (
    <div
      ref={track}
      data-testid="slider-verify"
      data-phase={state.phase}
      style={{ position: 'relative', height: HEIGHT, lineHeight: `${HEIGHT}px`, background: '#e8e8e8', borderRadius: 4, userSelect: 'none', textAlign: 'center', overflow: 'hidden', opacity: disabled ? 0.6 : 1 }}
    >
      <div style={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: done ? '100%' : state.offset + HEIGHT / 2, background: SUCCESS, opacity: done ? 1 : 0.6 }} />
      <span style={{ position: 'relative', color: done ? '#fff' : 'rgba(0,0,0,0.45)', fontSize: 14 }}>{done ? m.sliderPassed : m.sliderIdle}</span>
      <div
        role="slider"
        aria-label={m.sliderIdle}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={done ? 100 : Math.round((state.offset / (max() || 1)) * 100)}
        aria-valuetext={done ? m.sliderPassed : undefined}
        aria-disabled={disabled || done}
        tabIndex={disabled || done ? -1 : 0}
        onPointerDown={down}
        onPointerMove={(e) => dispatch({ type: 'move', x: e.clientX, max: max() })}
        onPointerUp={() => dispatch({ type: 'release' })}
        onPointerCancel={() => dispatch({ type: 'release' })}
        onKeyDown={key}
        style={{
          position: 'absolute', left, top: 0, width: HEIGHT, height: HEIGHT, background: '#fff', border: '1px solid #d9d9d9',
          borderRadius: 4, cursor: done || disabled ? 'default' : 'grab', touchAction: 'none', color: done ? SUCCESS : 'rgba(0,0,0,0.65)',
          transition: state.phase === 'dragging' ? 'none' : 'left 0.2s',
        }}
      >
        {done ? <CheckCircleFilled /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}
