// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasUnsavedWork, PageKeyContext, useLeaveGuard } from './leaveGuards';

let dirty = false;
function Editor() {
  useLeaveGuard(() => dirty);
  return null;
}

afterEach(() => {
  cleanup();
  dirty = false;
});

describe('leave guards', () => {
  it('answers for the page a guard is mounted in, reading it at the time asked, and forgets it on unmount', () => {
    const view = render(<PageKeyContext.Provider value="/flowable/form/designer"><Editor /></PageKeyContext.Provider>);
    expect(hasUnsavedWork(['/flowable/form/designer'])).toBe(false);
    dirty = true;
    expect(hasUnsavedWork(['/flowable/form/designer'])).toBe(true);
    expect(hasUnsavedWork(['/dashboard/analysis', '/flowable/form/designer'])).toBe(true);
    expect(hasUnsavedWork(['/dashboard/analysis'])).toBe(false);
    view.unmount();
    expect(hasUnsavedWork(['/flowable/form/designer'])).toBe(false);
  });

  it('guards nothing outside the workspace', () => {
    dirty = true;
    render(<Editor />);
    expect(hasUnsavedWork([''])).toBe(false);
  });
});
