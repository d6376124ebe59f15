import { describe, expect, it } from 'vitest';
import { checkUpload } from './checkUpload.ts';
import { filesOf, valueOf } from './uploadValue.ts';

const MB = 1024 * 1024;
const limits = { accept: '.pdf,.doc,.docx,.xls,.xlsx,.gif,.png,.jpeg', fileSize: 5 };
const file = (name: string, size = 1, type = '') => ({ name, size, type });

describe('checkUpload (seed 001 upload rules)', () => {
  it('accepts a listed suffix within the size', () => {
    expect(checkUpload(file('协议.PDF', 5 * MB), limits)).toBeUndefined();
  });

  it('refuses a suffix not in accept', () => {
    expect(checkUpload(file('run.exe'), limits)).toBe('该后缀文件不允许上传');
    expect(checkUpload(file('noext'), limits)).toBe('该后缀文件不允许上传');
    expect(checkUpload(file('photo.jpg'), limits)).toBe('该后缀文件不允许上传');
  });

  it('refuses a file over fileSize MB', () => {
    expect(checkUpload(file('big.pdf', 5 * MB + 1), limits)).toBe('文件大小超出限制，请检查！');
  });

  it('understands MIME entries and an empty accept', () => {
    expect(checkUpload(file('a.jpg', 1, 'image/jpeg'), { accept: 'image/*', fileSize: 1 })).toBeUndefined();
    expect(checkUpload(file('a.txt', 1, 'text/plain'), { accept: 'image/*', fileSize: 1 })).toBe('该后缀文件不允许上传');
    expect(checkUpload(file('a.anything'), { accept: '', fileSize: 1 })).toBeUndefined();
  });
});

describe('the stored upload value', () => {
  it('is the comma-separated paths, set only when every file is done', () => {
    const stored = filesOf('temp/a.pdf,temp/b.png');
    // The addresses are signed later (useFileAddresses); the path stays in `response`.
    expect(stored.map((f) => [f.name, f.response, f.url])).toEqual([
      ['a.pdf', 'temp/a.pdf', undefined],
      ['b.png', 'temp/b.png', undefined],
    ]);
    expect(valueOf(stored)).toBe('temp/a.pdf,temp/b.png');
    expect(valueOf([...stored, { uid: 'x', name: 'c.pdf', status: 'uploading' }])).toBeUndefined();
    expect(valueOf([])).toBe('');
  });
});
