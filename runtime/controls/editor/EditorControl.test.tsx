// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import { formOf, renderSchemaForm } from '../../react/testRender.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const notes = (extra: Partial<Control> = {}): Control => ({ id: 'fd_notes', compType: 'editor', label: '情况说明', ...extra });
const area = () => screen.getByRole('textbox', { name: '情况说明' });

describe('editor', () => {
  it('shows a saved value sanitised', () => {
    renderSchemaForm(formOf(notes({ value: '<p>好</p><img src="x" onerror="alert(1)"><script>bad()</script>' })));
    expect(area().innerHTML).toContain('<p>好</p>');
    expect(area().innerHTML).not.toMatch(/onerror|script/);
  });

  it('sanitises what is typed before it reaches the value', () => {
    const { form } = renderSchemaForm(formOf(notes()));
    area().innerHTML = '<b>粗</b><a href="javascript:alert(1)">链</a><script>bad()</script>';
    fireEvent.input(area());
    expect(form.values.fd_notes).toBe('<b>粗</b><a>链</a>');
  });

  it('formats the selection with the toolbar buttons', () => {
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    renderSchemaForm(formOf(notes()));
    fireEvent.click(screen.getByLabelText('加粗'));
    fireEvent.click(screen.getByLabelText('有序列表'));
    expect(execCommand.mock.calls.map((call: unknown[]) => call[0])).toEqual(['bold', 'insertOrderedList']);
  });

  it('counts text against max when validateMaxText is on, warning past it', async () => {
    const { view } = renderSchemaForm(formOf(notes({ validateMaxText: true, max: 100, value: `<p>${'字'.repeat(100)}</p>` })), {
      onSubmit: () => undefined,
    });
    const counter = () => view.container.querySelector('[data-over]') as HTMLElement;
    expect(counter().textContent).toBe('100/100');
    expect(counter().dataset.over).toBe('false');

    area().innerHTML = `<p>${'字'.repeat(101)}</p>`;
    fireEvent.input(area());
    await waitFor(() => expect(counter().textContent).toBe('101/100'));
    expect(counter().dataset.over).toBe('true');
    expect(await screen.findByText('情况说明超出最大字数限制')).toBeTruthy();
  });

  it('has no counter and no limit without validateMaxText', () => {
    const { view } = renderSchemaForm(formOf(notes({ value: '字'.repeat(3000) })));
    expect(view.container.querySelector('[data-over]')).toBeNull();
  });

  it('counts a paragraph break as a character, as the older editor did', async () => {
    const { view } = renderSchemaForm(formOf(notes({ validateMaxText: true, max: 100, value: `<p>${'字'.repeat(50)}</p><p>${'字'.repeat(50)}</p>` })));
    expect((view.container.querySelector('[data-over]') as HTMLElement).textContent).toBe('101/100');
  });
});

describe('editor pictures (seed 001 §7: biz=jeditor)', () => {
  const picture = (name = 'plan.png', type = 'image/png') => new File(['img'], name, { type });
  const choosePicture = (file: File) => fireEvent.change(screen.getByTestId('fd_notes-picture'), { target: { files: [file] } });
  // jsdom cannot insert at a caret (an earlier test stubs execCommand): the editor then appends the picture.
  beforeEach(() => {
    document.execCommand = () => false;
  });

  it('uploads under biz jeditor and inserts the picture with its stored path', async () => {
    const upload = vi.fn(async () => 'jeditor/plan_1.png');
    const fileUrl = vi.fn(async (path: string) => `/jeecg-boot/sys/common/static/${path}?sig=1`);
    const { form } = renderSchemaForm(formOf(notes()), { services: createTestServices({ upload, fileUrl }) });
    choosePicture(picture());
    await waitFor(() => expect(String(form.values.fd_notes)).toContain('data-path="jeditor/plan_1.png"'));
    expect(upload).toHaveBeenCalledWith(expect.any(File), { biz: 'jeditor' });
    expect(String(form.values.fd_notes)).toContain('src="/jeecg-boot/sys/common/static/jeditor/plan_1.png?sig=1"');
  });

  it("puts the picture inline as base64 when the server answers 'local'", async () => {
    const { form } = renderSchemaForm(formOf(notes()), { services: createTestServices({ upload: async () => 'local' }) });
    choosePicture(picture());
    await waitFor(() => expect(String(form.values.fd_notes)).toMatch(/<img src="data:image\/png;base64,[^"]+"/));
    expect(String(form.values.fd_notes)).not.toContain('data-path');
  });

  it('refuses a file that is not a picture with 请上传图片, uploading nothing', async () => {
    const upload = vi.fn(async () => 'jeditor/x');
    renderSchemaForm(formOf(notes()), { services: createTestServices({ upload }) });
    choosePicture(picture('plan.pdf', 'application/pdf'));
    expect(await screen.findByText('请上传图片')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('signs the stored pictures of a saved value again when it is shown', async () => {
    const fileUrl = vi.fn(async (path: string) => `/fresh/${path}`);
    const value = '<p>图</p><img src="/old/expired" data-path="jeditor/a.png">';
    renderSchemaForm(formOf(notes({ value })), { services: createTestServices({ fileUrl }) });
    await waitFor(() => expect(area().querySelector('img')?.getAttribute('src')).toBe('/fresh/jeditor/a.png'));
  });

  it('never puts the expired address on the page, even while the new one is being signed; a picture of another server never loads', async () => {
    let answer: (url: string) => void = () => undefined;
    const fileUrl = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const value = '<p>图</p><img src="/old/expired" data-path="jeditor/a.png"><img src="https://example.org/b.png">';
    renderSchemaForm(formOf(notes({ value })), { services: createTestServices({ fileUrl }) });
    await waitFor(() => expect(fileUrl).toHaveBeenCalledWith('jeditor/a.png'));
    // The outside picture would tell its server who read the text: it is dropped, not shown.
    const [stored, ...others] = area().querySelectorAll('img');
    expect(stored.hasAttribute('src')).toBe(false);
    expect(others).toHaveLength(0);
    answer('/fresh/jeditor/a.png');
    await waitFor(() => expect(stored.getAttribute('src')).toBe('/fresh/jeditor/a.png'));
  });
});

