import { describe, expect, it } from 'vitest';
import { checkUpload } from './checkUpload.ts';
import { extensionOf } from './fileTypes.ts';
import { parseBiz, resolveStored, storedName } from './uploadPaths.ts';
import { uploadLimitBytes } from './uploadRoot.ts';

describe('upload paths', () => {
  it('takes biz as plain segments and refuses anything that could climb', () => {
    expect(parseBiz(undefined)).toEqual(['temp']);
    expect(parseBiz('party/2026_q1-a')).toEqual(['party', '2026_q1-a']);
    for (const bad of ['..', 'a/..', '/abs', 'a\\b', 'a//b', 'a/', '中文', 'a.b', 'a/b/c/d/e/f']) expect(parseBiz(bad)).toBeNull();
  });

  it('resolves stored paths inside the root only', () => {
    expect(resolveStored('/data/upload', 'avatar/a.png')).toBe('/data/upload/avatar/a.png');
    for (const bad of ['../app.db', 'avatar/../../x', '/etc/passwd', '', 'a//b', '.incoming/x', 'a\\..\\b', 'C:/x']) {
      expect(resolveStored('/data/upload', bad)).toBeNull();
    }
  });

  it('generates names from the time and random bits, never from the client', () => {
    const name = storedName('png', new Date(2026, 0, 2, 3, 4, 5));
    expect(name).toMatch(/^20260102030405_[0-9a-f]{24}\.png$/);
    expect(storedName('png')).not.toBe(storedName('png'));
  });

  it('reads the extension of a name a browser sent with its folders', () => {
    expect(extensionOf('C:\\Users\\me\\Photo.JPG')).toBe('jpg');
    expect(extensionOf('archive.tar.7z')).toBe('7z');
    expect(extensionOf('.bashrc')).toBe('');
  });

  it('checks the declared type and the leading bytes against the extension', () => {
    const file = (ext: string, head: number[] | string, declaredType = '', hasNul = false) => {
      const bytes = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
      return checkUpload({ ext, declaredType, head: bytes, size: 100, hasNul });
    };
    expect(file('xlsx', [0x50, 0x4b, 0x03, 0x04], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toHaveProperty('type');
    expect(file('doc', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])).toHaveProperty('type');
    expect(file('webp', 'RIFF\x10\x00\x00\x00WEBPVP8 ')).toHaveProperty('type');
    expect(file('mp4', '\x00\x00\x00\x18ftypmp42')).toHaveProperty('type');
    expect(file('csv', 'a,b', 'application/vnd.ms-excel')).toHaveProperty('type');
    expect(file('docx', 'plain text')).toEqual({ refused: '上传失败！文件内容与扩展名不符' });
    expect(file('csv', 'a,b', 'text/csv', true)).toEqual({ refused: '上传失败！文件内容与扩展名不符' });
    expect(file('jpg', [0xff, 0xd8, 0xff], 'image/svg+xml')).toEqual({ refused: '上传失败！文件类型与扩展名不符' });
    expect(file('svg', '<svg')).toEqual({ refused: '上传失败！该后缀文件不允许上传' });
    expect(file('constructor', 'x')).toEqual({ refused: '上传失败！该后缀文件不允许上传' });
  });

  it('takes the size limit from UPLOAD_MAX_MB, 10 MB by default, and refuses nonsense loudly', () => {
    expect(uploadLimitBytes({})).toBe(10 * 1024 * 1024);
    expect(uploadLimitBytes({ UPLOAD_MAX_MB: '2.5' })).toBe(2.5 * 1024 * 1024);
    expect(() => uploadLimitBytes({ UPLOAD_MAX_MB: 'lots' })).toThrow('UPLOAD_MAX_MB must be a positive number');
  });
});
