import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// At import, while the test file is collected: a timeout set later (in beforeAll) comes too late.
// antd's Table alone takes ~0.5 s to render in jsdom; a form test on a busy two-core machine, seconds.
vi.setConfig({ testTimeout: 30_000 });

/**
 * What antd and jsbarcode need from a browser that jsdom does not provide, and the patience antd
 * needs there. Component tests call installDomStubs() once (beforeAll); it is idempotent.
 */
export function installDomStubs(): void {
  if (typeof window === 'undefined') throw new Error('installDomStubs() needs the jsdom environment (// @vitest-environment jsdom)');
  // antd's Table renders slowly in jsdom (~0.5 s), more on a busy two-core machine: wait longer for findBy*.
  configure({ asyncUtilTimeout: 5000 });
  if (!window.matchMedia) {
    // antd's Grid asks for the screen width on every Row.
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (typeof window.ResizeObserver === 'undefined') {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // rc-table measures the scroll bar through a pseudo-element, which jsdom reports as "not implemented".
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computed(element);
  // jsbarcode measures its text on a canvas; jsdom has none.
  HTMLCanvasElement.prototype.getContext = (() => ({ font: '', measureText: (text: string) => ({ width: text.length * 7 }) })) as never;
}
