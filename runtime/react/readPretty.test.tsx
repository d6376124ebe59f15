// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices } from './testServices.ts';
import { installDomStubs } from './testDom.ts';
import { formOf, renderSchemaForm } from './testRender.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const detail = formOf(
  { id: 'name', compType: 'input', label: '标题', required: true, value: '通知' },
  { id: 'secret', compType: 'input', label: '密码', showPassword: true, value: 'abc12345' },
  { id: 'note', compType: 'textarea', label: '摘要', value: '' },
  { id: 'kind', compType: 'radio', label: '消息类型', dictCode: 'msg_category', required: true, value: '3' },
  { id: 'tags', compType: 'select', label: '标签', multiple: true, options: [{ label: '甲', value: 1 }, { label: '乙', value: 2 }], value: [1, 2] },
  { id: 'on', compType: 'Switch', label: '启用', value: 'Y' },
  { id: 'body', compType: 'editor', label: '内容', required: true, value: '<p>正文<b>加粗</b><script>alert(1)</script></p>' },
);

describe('a read-pretty form (a record\'s 详情)', () => {
  const services = () => createTestServices({ dictionaries: { msg_category: [{ value: '1', text: '通知公告' }, { value: '3', text: '待办消息' }] } });

  it('shows each value as text: no inputs, no required marks, no editor toolbar', async () => {
    const { view } = renderSchemaForm(detail, { services: services(), readPretty: true });
    await waitFor(() => expect(document.getElementById('kind')?.textContent).toBe('待办消息'));
    const root = view.container;
    expect(root.querySelectorAll('input, textarea, select, [contenteditable]')).toHaveLength(0);
    expect(root.querySelectorAll('.ant-form-item-required')).toHaveLength(0);
    // The editor's toolbar is buttons: none here.
    expect(root.querySelectorAll('button')).toHaveLength(0);
    expect(document.getElementById('name')?.textContent).toBe('通知');
    expect(document.getElementById('secret')?.textContent).toBe('******');
    expect(document.getElementById('note')?.textContent).toBe('-');
    expect(document.getElementById('tags')?.textContent).toBe('甲、乙');
    expect(document.getElementById('on')?.textContent).toBe('是');
    expect(document.getElementById('body')?.querySelector('b')?.textContent).toBe('加粗');
    expect(root.querySelector('script')).toBeNull();
    expect(screen.queryByText('提 交')).toBeNull();
  });

  it('keeps inputs and required marks when editable', () => {
    const { view } = renderSchemaForm(detail, { services: services() });
    expect((document.getElementById('secret') as HTMLInputElement).type).toBe('password');
    expect(view.container.querySelectorAll('.ant-form-item-required').length).toBeGreaterThan(0);
  });
});
