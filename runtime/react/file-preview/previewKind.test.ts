import { describe, expect, it } from 'vitest';
import { previewKindOf } from './previewKind.ts';

describe('which files open in a preview dialog', () => {
  it.each([
    ['temp/report.pdf', 'pdf'],
    ['temp/REPORT.PDF', 'pdf'],
    ['/jeecg-boot/sys/common/static/temp/a.pdf?token=x.mp4', 'pdf'],
    ['temp/clip.mp4', 'video'],
    ['temp/clip.WebM', 'video'],
    ['temp/clip.mov#t=1', 'video'],
    ['temp/photo.png', undefined],
    ['temp/pdf', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (name, kind) => {
    expect(previewKindOf(name)).toBe(kind);
  });
});
