/**
 * The page of bench/form.ts. It loads the code of both forms first, then, when the bench calls
 * `bench.mount(mode)`, starts the clock, makes the form and renders it, and reports (ms from the start):
 * - firstScreen: the frame after which the screen is filled (or everything is mounted) has been painted;
 * - probe: how long a task posted at that moment waited (is the page responsive?);
 * - allMounted: the frame after which every Formily field of the form is mounted has been painted;
 * - what the form model holds at the first screen (fields, values, and with `validate` the errors
 *   form.validate() reports then, before the rest is mounted).
 * `bench.typing()` then times keystrokes (see Keystroke).
 */
import { onFieldMount, onFieldUnmount, type Form } from '@formily/core';
import { raw } from '@formily/reactive';
import { benchForm } from '../formContent.ts';

type Mode = 'schema' | 'formily';

export interface MountFigures {
  firstScreen: number;
  probe: number;
  allMounted: number;
  fields: number;
  fieldsAtFirst: number;
  mountedAtFirst: number;
  valueKeysAtFirst: number;
  errorsAtFirst?: number;
  /** Long tasks (≥ 50 ms) after the first screen, until everything is mounted. */
  longTasksAfterFirst: number[];
}

export interface Keystroke {
  /** The input event handled: antd's, React's, Formily's and our handlers (the form's work for a keystroke). */
  input: number;
  /** The next frame: its start (rAF) → painted (style, layout and paint of the change). */
  frame: number;
  /** keydown's event time → the input event handled (adds the browser's own key and editing work). */
  fromKeydown: number;
  /** keydown's event time → painted (adds waiting for the frame). */
  toPaint: number;
}

const bench = benchForm();
// Loaded before the clock starts: the figures are about mounting, not downloading.
const modes = Promise.all([import('./schemaMode.tsx'), import('./formilyMode.tsx')]);
const afterPaint = (then: (at: number) => void) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => then(performance.now());
  channel.port2.postMessage(null);
};

async function mount(mode: Mode, options: { validate?: boolean } = {}): Promise<MountFigures> {
  const [{ mountSchemaForm }, { mountFormily }] = await modes;
  const container = document.getElementById('root') as HTMLElement;
  const longTasks: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  const start = performance.now();
  const form = mode === 'schema' ? mountSchemaForm(container, bench) : mountFormily(container, bench);
  lastForm = form;
  return new Promise((resolve) => {
    const figures: Partial<MountFigures> = {};
    let mounted = 0;
    let known = 0;
    let finished = false;
    // Counted as Formily reports them, and the fields counted again only when the mounts catch up:
    // polling 1,000 fields every frame would weigh on what it measures.
    const fieldCount = () => Object.keys(raw(form.fields)).length;
    form.addEffects('bench', () => {
      onFieldMount('*', () => {
        mounted += 1;
        if (!finished && mounted >= known && mounted >= (known = fieldCount())) finish();
      });
      onFieldUnmount('*', () => (mounted -= 1));
    });
    const finish = () => {
      finished = true;
      requestAnimationFrame(() =>
        afterPaint((at) => {
          observer.disconnect();
          const firstAt = start + (figures.firstScreen ?? 0);
          const after = longTasks.filter((t) => t.startTime >= firstAt).map((t) => Math.round(t.duration));
          const fields = fieldCount();
          // Let the probe and validate() answer first.
          setTimeout(() => resolve({ ...figures, allMounted: at - start, fields, longTasksAfterFirst: after } as MountFigures), 50);
        }),
      );
    };
    const frame = () => {
      const filled = finished || document.documentElement.scrollHeight > innerHeight + 50;
      if (!filled) {
        requestAnimationFrame(frame);
        return;
      }
      figures.fieldsAtFirst = fieldCount();
      figures.mountedAtFirst = mounted;
      figures.valueKeysAtFirst = Object.keys(form.values).length;
      afterPaint((at) => {
        figures.firstScreen = at - start;
        afterPaint((probed) => (figures.probe = probed - at));
        if (options.validate) {
          form.validate().then(
            () => (figures.errorsAtFirst = 0),
            (errors: unknown[]) => (figures.errorsAtFirst = errors.length),
          );
        }
      });
    };
    requestAnimationFrame(frame);
  });
}

/** The form of the last mount, for looking into from the console. */
let lastForm: Form | undefined;

const keystrokes: Keystroke[] = [];
/**
 * Times every keystroke from now on. The input event's handlers (antd, React, Formily, our
 * renderer) run between the window's capture and bubble listeners; the frame that shows the
 * character runs from its requestAnimationFrame to a task posted there (after paint).
 */
function typing(): void {
  let down = 0;
  let inputAt = 0;
  window.addEventListener('keydown', (event) => (down = event.timeStamp), true);
  window.addEventListener('input', () => (inputAt = performance.now()), true);
  window.addEventListener('input', () => {
    const handledAt = performance.now();
    const [started, input] = [down, inputAt];
    requestAnimationFrame(() => {
      const frameAt = performance.now();
      afterPaint((painted) => keystrokes.push({ input: handledAt - input, frame: painted - frameAt, fromKeydown: handledAt - started, toPaint: painted - started }));
    });
  });
}

Object.assign(window, { bench: { ready: () => modes.then(() => true), mount, form: () => lastForm, typing, keystrokes: () => keystrokes, controls: bench.controls, valueKeys: bench.valueKeys } });
