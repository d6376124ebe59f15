import { describe, expect, it } from 'vitest';
import { checkUpload } from './checkUpload.ts';
import { filesOf, moveFile, shortName, valueOf } from './uploadValue.ts';

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

describe('checkUpload by type (seed 001 §5 "By type")', () => {
  const any = { accept: '', fileSize: 500 };
  const cases: [string, Parameters<typeof checkUpload>[0], Parameters<typeof checkUpload>[1], string | undefined][] = [
    ['image accepts an image', file('a.png', MB, 'image/png'), { ...any, fileType: 'image' }, undefined],
    ['image refuses a PDF', file('a.pdf', MB, 'application/pdf'), { ...any, fileType: 'image' }, '请上传图片'],
    ['pdf accepts a PDF', file('a.pdf', MB, 'application/pdf'), { ...any, fileType: 'pdf' }, undefined],
    ['pdf refuses a Word file', file('a.doc', MB, 'application/msword'), { ...any, fileType: 'pdf' }, '请上传PDF文件'],
    ['video accepts 100 MB of video', file('a.mp4', 100 * MB, 'video/mp4'), { ...any, fileType: 'video' }, undefined],
    ['video refuses an image', file('a.png', MB, 'image/png'), { ...any, fileType: 'video' }, '只能上传视频文件'],
    ['video refuses more than 100 MB', file('a.mp4', 100 * MB + 1, 'video/mp4'), { ...any, fileType: 'video' }, '视频大小不能超过100MB'],
    ['image-only accepts 1 MB of image', file('a.jpg', MB, 'image/jpeg'), { ...any, fileType: 'imageOnly' }, undefined],
    ['image-only refuses a PDF', file('a.pdf', 10, 'application/pdf'), { ...any, fileType: 'imageOnly' }, '请上传图片'],
    ['image-only refuses more than 1 MB', file('a.jpg', MB + 1, 'image/jpeg'), { ...any, fileType: 'imageOnly' }, '图片大小不能超过1MB'],
    ['all takes any kind', file('a.bin', 10, 'application/octet-stream'), { ...any, fileType: 'all' }, undefined],
  ];
  it.each(cases)('%s', (_name, f, limits, expected) => {
    expect(checkUpload(f, limits)).toBe(expected);
  });

  it('checks the suffix first and fileSize last', () => {
    expect(checkUpload(file('a.exe', 10, 'image/png'), { accept: '.png', fileSize: 5, fileType: 'image' })).toBe('该后缀文件不允许上传');
    expect(checkUpload(file('a.mp4', 6 * MB, 'video/mp4'), { accept: '', fileSize: 5, fileType: 'video' })).toBe('文件大小超出限制，请检查！');
  });
});

describe('file cards (seed 001 "Upload component notes")', () => {
  const messages = { unknown: '未知的操作', atEnd: '已到最后~' };
  const list = [{ uid: 'a' }, { uid: 'b' }, { uid: 'c' }];

  it('cut names to 5 characters', () => {
    expect(shortName('安置协议扫描件.pdf')).toBe('安置协议扫…');
    expect(shortName('a.pdf')).toBe('a.pdf');
  });

  it('move a file one place left or right', () => {
    expect(moveFile(list, 'b', -1, messages)).toEqual({ files: [{ uid: 'b' }, { uid: 'a' }, { uid: 'c' }] });
    expect(moveFile(list, 'b', 1, messages)).toEqual({ files: [{ uid: 'a' }, { uid: 'c' }, { uid: 'b' }] });
  });

  it('warn instead of moving the first left or the last right', () => {
    expect(moveFile(list, 'a', -1, messages)).toEqual({ warning: '未知的操作' });
    expect(moveFile(list, 'c', 1, messages)).toEqual({ warning: '已到最后~' });
    expect(moveFile(list, 'zz', 1, messages)).toEqual({ warning: '未知的操作' });
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
