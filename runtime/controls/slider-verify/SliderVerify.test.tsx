// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '../../react/testDom.ts';
import { formOf, renderSchemaForm } from '../../react/testRender.tsx';
import { SliderVerify } from './SliderVerify.tsx';

const TRACK = 300;
const HANDLE = 40;

beforeAll(() => {
  installDomStubs();
  // jsdom lays nothing out: the track is given a width.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => TRACK });
  // jsdom has no PointerEvent: without one, testing-library's pointer events carry no clientX.
  if (typeof window.PointerEvent === 'undefined') {
    window.PointerEvent = class extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
      }
    } as unknown as typeof PointerEvent;
  }
});
afterEach(cleanup);

const handle = () => screen.getByRole('slider');
const phase = () => screen.getByTestId('slider-verify').dataset.phase;
const drag = (to: number) => {
  fireEvent.pointerDown(handle(), { clientX: 10, pointerId: 1 });
  fireEvent.pointerMove(handle(), { clientX: 10 + to, pointerId: 1 });
};

describe('SliderVerify (seed 002 §4)', () => {
  it('goes back to the start when released early', () => {
    const onSuccess = vi.fn();
    render(<SliderVerify onSuccess={onSuccess} />);
    expect(phase()).toBe('idle');
    drag(100);
    expect(phase()).toBe('dragging');
    fireEvent.pointerUp(handle(), { pointerId: 1 });
    expect(phase()).toBe('idle');
    expect(handle().style.left).toBe('0px');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('passes at full width, says 验证通过, reports once and then stays', () => {
    const onSuccess = vi.fn();
    render(<SliderVerify onSuccess={onSuccess} />);
    drag(TRACK - HANDLE);
    expect(phase()).toBe('success');
    expect(screen.getByTestId('slider-verify').textContent).toContain('验证通过');
    fireEvent.pointerUp(handle(), { pointerId: 1 });
    drag(-200);
    expect(phase()).toBe('success');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('in a form: true once passed, and a required one refuses to submit before', async () => {
    const { form } = renderSchemaForm(formOf({ id: 'verified', compType: 'sliderVerify', label: '滑块验证', required: true }));
    await expect(form.submit()).rejects.toBeDefined();
    expect(await screen.findByText('请完成滑块验证')).toBeTruthy();
    drag(TRACK);
    expect(form.values.verified).toBe(true);
    await expect(form.submit()).resolves.toBeDefined();
  });
});
