// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListColumn } from '../../../schemas/types.ts';
import { installDomStubs } from '../../react/testDom.ts';
import { CellValue } from './CellValue.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const image: ListColumn = { title: '照片', field: 'photo', render: 'image' };
const link: ListColumn = { title: '附件', field: 'file', render: 'link' };
const signed = (path: string) => Promise.resolve(`/signed/${path}?sig=1`);

describe('image and file cells', () => {
  it('show a stored picture at the address the services sign, once it comes', async () => {
    const fileUrl = vi.fn(signed);
    const view = render(<CellValue column={image} row={{ photo: 'party/a.png,party/b.png' }} items={undefined} fileUrl={fileUrl} />);
    expect(view.container.querySelector('img')).toBeNull();
    await waitFor(() => expect(view.container.querySelector('img')?.getAttribute('src')).toBe('/signed/party/a.png?sig=1'));
    expect(fileUrl).toHaveBeenCalledTimes(1);
  });

  it('use an address known at once on the first render', () => {
    const view = render(<CellValue column={image} row={{ photo: 'party/a.png' }} items={undefined} fileUrl={(p) => `/kept/${p}`} />);
    expect(view.container.querySelector('img')?.getAttribute('src')).toBe('/kept/party/a.png');
  });

  it('link a stored file through the services, an http(s) address as it is, and never another scheme', async () => {
    const fileUrl = vi.fn(signed);
    const cell = (file: string) => render(<CellValue column={link} row={{ file }} items={undefined} fileUrl={fileUrl} />).container;
    const stored = cell('temp/report.pdf');
    await waitFor(() => expect(stored.querySelector('a')?.getAttribute('href')).toBe('/signed/temp/report.pdf?sig=1'));
    expect(cell('https://example.org/a.pdf').querySelector('a')?.getAttribute('href')).toBe('https://example.org/a.pdf');
    const script = cell('javascript:alert(1)');
    expect(script.querySelector('a')).toBeNull();
    expect(script.textContent).toBe('javascript:alert(1)');
    expect(fileUrl.mock.calls.map(([path]) => path)).toEqual(['temp/report.pdf']);
  });

  it('show a file whose address cannot be had as plain text', async () => {
    const fileUrl = vi.fn(() => Promise.reject(new Error('file not signed')));
    const view = render(<CellValue column={link} row={{ file: 'temp/gone.pdf' }} items={undefined} fileUrl={fileUrl} />);
    await waitFor(() => expect(fileUrl).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(view.container.querySelector('a')).toBeNull();
    expect(view.container.textContent).toBe('temp/gone.pdf');
  });

  it('open a PDF in its preview and a video in 视频播放 instead of a new window', async () => {
    const pdf = render(<CellValue column={link} row={{ file: 'temp/report.pdf' }} items={undefined} fileUrl={signed} />).container;
    await waitFor(() => expect(pdf.querySelector('a')).not.toBeNull());
    fireEvent.click(pdf.querySelector('a') as HTMLElement);
    expect((await screen.findByTestId('pdf-preview')).getAttribute('src')).toBe('/signed/temp/report.pdf?sig=1');
    cleanup();
    const video = render(<CellValue column={link} row={{ file: 'temp/clip.mp4' }} items={undefined} fileUrl={signed} />).container;
    await waitFor(() => expect(video.querySelector('a')).not.toBeNull());
    fireEvent.click(video.querySelector('a') as HTMLElement);
    expect(await screen.findByText('视频播放')).toBeTruthy();
    expect(screen.getByTestId('video-preview').getAttribute('src')).toBe('/signed/temp/clip.mp4?sig=1');
  });
});
