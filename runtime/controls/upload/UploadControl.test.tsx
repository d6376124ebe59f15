// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import { formOf, renderSchemaForm } from '../../react/testRender.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const MB = 1024 * 1024;
const scan: Control = { id: 'fd_scan', compType: 'upload', label: '协议扫描件', accept: '.pdf,.png', fileSize: 2, multiple: true };

function fileOf(name: string, size: number): File {
  const file = new File(['x'], name, { type: name.endsWith('.pdf') ? 'application/pdf' : '' });
  // Allocating megabytes for a size check is wasteful: the size is what the rule reads.
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const choose = (...files: File[]) => {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
};

describe('upload (seed 001 upload rules)', () => {
  it('refuses a suffix outside accept with 该后缀文件不允许上传 and uploads nothing', async () => {
    const upload = vi.fn(async () => 'temp/x');
    const { form } = renderSchemaForm(formOf(scan), { services: createTestServices({ upload }) });
    choose(fileOf('virus.exe', 10));
    expect(await screen.findByText('该后缀文件不允许上传')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByText('virus.exe')).toBeNull();
    expect(form.values.fd_scan).toBe('');
  });

  it('refuses a file over fileSize MB with 文件大小超出限制，请检查！', async () => {
    const upload = vi.fn(async () => 'temp/x');
    renderSchemaForm(formOf(scan), { services: createTestServices({ upload }) });
    choose(fileOf('big.pdf', 2 * MB + 1));
    expect(await screen.findByText('文件大小超出限制，请检查！')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('stores the uploaded paths, comma separated', async () => {
    const upload = vi.fn(async (file: File) => `temp/${file.name}`);
    const { form } = renderSchemaForm(formOf(scan), { services: createTestServices({ upload }) });
    choose(fileOf('a.pdf', MB));
    await waitFor(() => expect(form.values.fd_scan).toBe('temp/a.pdf'));
    choose(fileOf('b.png', MB));
    await waitFor(() => expect(form.values.fd_scan).toBe('temp/a.pdf,temp/b.png'));
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('marks a failed upload with the server message, else 上传失败, and keeps the value', async () => {
    const upload = vi.fn(async (file: File) => {
      throw new Error(file.name === 'a.pdf' ? '磁盘已满' : '');
    });
    const { form, view } = renderSchemaForm(formOf({ ...scan, value: 'temp/old.pdf' }), { services: createTestServices({ upload }) });
    expect(screen.getByText('old.pdf')).toBeTruthy();
    choose(fileOf('a.pdf', 10));
    await waitFor(() => expect(view.container.querySelectorAll('.ant-upload-list-item-error')).toHaveLength(1));
    choose(fileOf('b.pdf', 10));
    await waitFor(() => expect(view.container.querySelectorAll('.ant-upload-list-item-error')).toHaveLength(2));
    expect(form.values.fd_scan).toBe('temp/old.pdf');
    // The reason each failed file shows on hover (antd's tooltip reads the response text).
    const hover = (name: string) => fireEvent.mouseEnter(screen.getByText(name).closest('.ant-upload-list-item') as HTMLElement);
    hover('a.pdf');
    expect(await screen.findByText('磁盘已满')).toBeTruthy();
    hover('b.pdf');
    expect(await screen.findByText('上传失败')).toBeTruthy();
  });

  it('treats an answer without a path as 未知错误', async () => {
    const { view } = renderSchemaForm(formOf(scan), { services: createTestServices({ upload: async () => '' }) });
    choose(fileOf('a.pdf', 10));
    await waitFor(() => expect(view.container.querySelector('.ant-upload-list-item-error')).not.toBeNull());
    fireEvent.mouseEnter(screen.getByText('a.pdf').closest('.ant-upload-list-item') as HTMLElement);
    expect(await screen.findByText('未知错误')).toBeTruthy();
  });

  it('links stored and new files to the signed address the services give, once it comes', async () => {
    const fileUrl = vi.fn(async (path: string) => `/signed/${path}?sig=1`);
    const upload = vi.fn(async (file: File) => `temp/${file.name}`);
    renderSchemaForm(formOf({ ...scan, value: 'temp/old.pdf' }), { services: createTestServices({ upload, fileUrl }) });
    await waitFor(() => expect(screen.getByText('old.pdf').closest('a')?.getAttribute('href')).toBe('/signed/temp/old.pdf?sig=1'));
    choose(fileOf('a.pdf', 10));
    await waitFor(() => expect(screen.getByText('a.pdf').closest('a')?.getAttribute('href')).toBe('/signed/temp/a.pdf?sig=1'));
    expect(fileUrl.mock.calls.map(([path]) => path)).toEqual(['temp/old.pdf', 'temp/a.pdf']);
  });

  it('opens a PDF in the 880-wide preview at its signed address, with a spinner for 1 s', async () => {
    const fileUrl = vi.fn(async (path: string) => `/signed/${path}?sig=1`);
    renderSchemaForm(formOf({ ...scan, value: 'temp/plan.pdf' }), { services: createTestServices({ fileUrl }) });
    await waitFor(() => expect(screen.getByText('plan.pdf').closest('a')?.getAttribute('href')).toBe('/signed/temp/plan.pdf?sig=1'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Found at once: testing-library's waiting helpers would wait on the faked clock.
      fireEvent.click(screen.getByText('plan.pdf'));
      const frame = screen.getByTestId('pdf-preview');
      expect(frame.getAttribute('src')).toBe('/signed/temp/plan.pdf?sig=1');
      expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('880px');
      expect(document.querySelector('.ant-modal .ant-spin-spinning')).not.toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(document.querySelector('.ant-modal .ant-spin-spinning')).not.toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(document.querySelector('.ant-modal .ant-spin-spinning')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('plays a video in 视频播放 at its signed address', async () => {
    const fileUrl = vi.fn(async (path: string) => `/signed/${path}?sig=1`);
    renderSchemaForm(formOf({ ...scan, accept: '.mp4', value: 'temp/clip.mp4' }), { services: createTestServices({ fileUrl }) });
    await waitFor(() => expect(screen.getByText('clip.mp4').closest('a')?.getAttribute('href')).toBe('/signed/temp/clip.mp4?sig=1'));
    fireEvent.click(screen.getByText('clip.mp4'));
    expect(await screen.findByText('视频播放')).toBeTruthy();
    expect(screen.getByTestId('video-preview').getAttribute('src')).toBe('/signed/temp/clip.mp4?sig=1');
  });

  it('never frames an address of another scheme', async () => {
    renderSchemaForm(formOf({ ...scan, value: 'temp/x.pdf' }), { services: createTestServices({ fileUrl: () => 'javascript:alert(1)//x.pdf' }) });
    await waitFor(() => expect(screen.getByText('x.pdf').closest('a')).not.toBeNull());
    fireEvent.click(screen.getByText('x.pdf'));
    expect(await screen.findByText('文件地址无效，无法预览')).toBeTruthy();
    expect(screen.queryByTestId('pdf-preview')).toBeNull();
  });

  it('shows a stored file whose address cannot be had by its name, without a link', async () => {
    const fileUrl = vi.fn(async () => Promise.reject(new Error('file not signed')));
    renderSchemaForm(formOf({ ...scan, value: 'temp/gone.pdf' }), { services: createTestServices({ fileUrl }) });
    await waitFor(() => expect(fileUrl).toHaveBeenCalledTimes(1));
    expect(screen.getByText('gone.pdf').closest('a')?.getAttribute('href') ?? null).toBeNull();
  });

  it('refuses a file of the wrong kind with the by-type message', async () => {
    const upload = vi.fn(async () => 'temp/x');
    renderSchemaForm(formOf({ ...scan, accept: '', fileType: 'image' }), { services: createTestServices({ upload }) });
    choose(fileOf('scan.pdf', 10));
    expect(await screen.findByText('请上传图片')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('keeps the value until every file is done, and clears it when the last file is removed', async () => {
    let finish: (path: string) => void = () => undefined;
    const upload = vi.fn((file: File) => (file.name === 'slow.pdf' ? new Promise<string>((resolve) => (finish = resolve)) : Promise.resolve(`temp/${file.name}`)));
    const { form } = renderSchemaForm(formOf(scan), { services: createTestServices({ upload }) });
    choose(fileOf('slow.pdf', 10), fileOf('fast.pdf', 10));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // fast.pdf is done, slow.pdf still uploading: the value has not changed yet.
    expect(form.values.fd_scan).toBe('');
    finish('temp/slow.pdf');
    await waitFor(() => expect(form.values.fd_scan).toBe('temp/slow.pdf,temp/fast.pdf'));
    for (const name of ['slow.pdf', 'fast.pdf']) {
      const item = screen.getByText(name).closest('.ant-upload-list-item') as HTMLElement;
      fireEvent.click(item.querySelector('[title="删除文件"], .ant-upload-list-item-action, button') as HTMLElement);
      await waitFor(() => expect(screen.queryByText(name)).toBeNull());
    }
    expect(form.values.fd_scan).toBe('');
  });
});

describe('picture cards (seed 001 "Upload component notes")', () => {
  const photos: Control = { id: 'fd_photos', compType: 'upload', label: '房屋照片', accept: '.png,.jpg', fileSize: 2, multiple: true, 'list-type': 'picture-card' };

  it('show names cut to 5 characters, the full name on hover', () => {
    const { view } = renderSchemaForm(formOf({ ...photos, value: 'temp/客厅东侧照片.png' }));
    expect(screen.getByText('客厅东侧照…')).toBeTruthy();
    expect(view.container.querySelector('[title="客厅东侧照片.png"]')).not.toBeNull();
  });

  it('move left and right, storing the new order; warn at either end', async () => {
    const { form } = renderSchemaForm(formOf({ ...photos, value: 'temp/a.png,temp/b.png' }));
    const moves = (label: string) => screen.getAllByLabelText(label);
    fireEvent.click(moves('左移')[0]);
    expect(await screen.findByText('未知的操作')).toBeTruthy();
    fireEvent.click(moves('右移')[1]);
    expect(await screen.findByText('已到最后~')).toBeTruthy();
    expect(form.values.fd_photos).toBe('temp/a.png,temp/b.png');
    fireEvent.click(moves('右移')[0]);
    await waitFor(() => expect(form.values.fd_photos).toBe('temp/b.png,temp/a.png'));
  });

  it('open 上传出错 with 错误信息：… when a picture fails', async () => {
    const upload = vi.fn(async () => Promise.reject(new Error('图片已损坏')));
    renderSchemaForm(formOf(photos), { services: createTestServices({ upload }) });
    const image = new File(['x'], 'room.png', { type: 'image/png' });
    choose(image);
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm-error')).toHaveLength(1));
    const dialog = document.querySelector('.ant-modal-confirm-error') as HTMLElement;
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('上传出错');
    expect(dialog.querySelector('.ant-modal-confirm-content')?.textContent).toBe('错误信息：图片已损坏');
    expect(dialog.querySelector('button')?.textContent?.replace(/\s/g, '')).toBe('确定');
  });
});

