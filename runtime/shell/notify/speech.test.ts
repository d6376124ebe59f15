import { describe, expect, it } from 'vitest';
import { speak } from './speech';

class FakeUtterance {
  lang = '';
  constructor(readonly text: string) {}
}

describe('speak', () => {
  it('speaks in zh-CN when the browser can', () => {
    const spoken: FakeUtterance[] = [];
    const host = { speechSynthesis: { speak: (u: FakeUtterance) => spoken.push(u) }, SpeechSynthesisUtterance: FakeUtterance };
    expect(speak('您有新的待办消息', host as never)).toBe(true);
    expect(spoken).toEqual([expect.objectContaining({ text: '您有新的待办消息', lang: 'zh-CN' })]);
  });

  it('stays silent without speech, for blank text, and when speaking throws', () => {
    expect(speak('x', {})).toBe(false);
    const host = { speechSynthesis: { speak: () => { throw new Error('not allowed'); } }, SpeechSynthesisUtterance: FakeUtterance };
    expect(speak('x', host as never)).toBe(false);
    expect(speak('', host as never)).toBe(false);
  });
});
