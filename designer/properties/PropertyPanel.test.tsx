// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import example from '../../fixtures/examples/formContent-resettlement-household.json';
import { walkControls, type Control, type FormContent } from '../../schemas/types.ts';
import { installDomStubs } from '../../runtime/react/testDom.ts';
import { PropertyPanel } from './PropertyPanel.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const name: Control = {
  id: 'fd_name', _id: 'fd_name', compType: 'input', label: '户主姓名', showLabel: true, labelWidth: 80, span: 24, rules: [], rulesType: 'default',
};
const ids = new Set(['fd_name', 'fd_phone', 'row_1']);

function renderPanel(control: Control) {
  const onChange = vi.fn<(patch: Partial<Control>) => void>();
  render(<PropertyPanel control={control} ids={ids} onChange={onChange} />);
  return onChange;
}

/** The panel over a control that takes its patches, as the designer does; every patch is recorded. */
function renderEditing(initial: Control) {
  const patches: Partial<Control>[] = [];
  let current = initial;
  function Harness() {
    const [control, setControl] = useState(initial);
    return (
      <PropertyPanel
        control={control}
        ids={ids}
        onChange={(patch) => {
          patches.push(patch);
          current = { ...current, ...patch };
          setControl(current);
        }}
      />
    );
  }
  render(<Harness />);
  return { patches, current: () => current };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('PropertyPanel', () => {
  it('sends the new title as a label patch', () => {
    const onChange = renderPanel(name);
    fireEvent.change(field('标题'), { target: { value: '户主' } });
    expect(onChange).toHaveBeenCalledWith({ label: '户主' });
  });

  it('refuses an existing id with 该ID已经存在，请修改 and shows the old id again', async () => {
    const onChange = renderPanel(name);
    fireEvent.change(field('ID'), { target: { value: 'fd_phone' } });
    fireEvent.blur(field('ID'));
    expect(onChange).not.toHaveBeenCalled();
    expect(field('ID').value).toBe('fd_name');
    // Inline under the field, and as a message.
    await waitFor(() => expect(screen.getAllByText('该ID已经存在，请修改').length).toBeGreaterThanOrEqual(2));
  });

  it('sends a new id in id and _id, warning that related events may fail', async () => {
    const onChange = renderPanel(name);
    fireEvent.change(field('ID'), { target: { value: 'fd_owner' } });
    fireEvent.keyDown(field('ID'), { key: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenCalledWith({ id: 'fd_owner', _id: 'fd_owner' });
    expect(screen.getByText('请注意,ID的修改可能会导致该组件相关事件失效！')).toBeTruthy();
    expect(await screen.findByText('ID 已改为 fd_owner，请检查与它相关的事件')).toBeTruthy();
  });

  it('hiding the label sets the label width to 1', () => {
    const onChange = renderPanel(name);
    fireEvent.click(field('显示标签'));
    expect(onChange).toHaveBeenCalledWith({ showLabel: false, labelWidth: 1 });
  });

  it('holds the span to 24', () => {
    const onChange = renderPanel({ ...name, span: 12 });
    fireEvent.change(field('栅格'), { target: { value: '30' } });
    fireEvent.blur(field('栅格'));
    expect(onChange).toHaveBeenLastCalledWith({ span: 24 });
  });

  it('appends the phone rule when 电话 is chosen as validation type', async () => {
    const onChange = renderPanel(name);
    fireEvent.mouseDown(field('验证类型'));
    fireEvent.click(await screen.findByTitle('电话'));
    expect(onChange).toHaveBeenCalledWith({ rulesType: 'phone', rules: [{ rule: '0?(13|14|15|17|18|19)[0-9]{9}', msg: '您输入的电话号码不符合规则' }] });
  });

  it('refuses a custom rule whose regex does not compile', () => {
    const onChange = renderPanel(name);
    fireEvent.change(field('正则'), { target: { value: '([0-9]' } });
    fireEvent.change(field('自定义提示'), { target: { value: '格式不对' } });
    fireEvent.click(screen.getByText('添加规则'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getAllByText(/^正则表达式无效：/).length).toBeGreaterThan(0);
  });

  it('stores a numeric-looking option value as a number', () => {
    const { patches } = renderEditing({ id: 'fd_kind', compType: 'select', options: [{ label: '集中安置', value: 'a' }] });
    const value = field('选项值 1');
    fireEvent.change(value, { target: { value: '12' } });
    fireEvent.blur(value);
    expect(patches.at(-1)).toEqual({ options: [{ label: '集中安置', value: 12 }] });
  });

  it('clears the options for dynamic data and restores them when switched back', () => {
    const options = [{ label: '是', value: '1' }, { label: '否', value: '0' }];
    const { current } = renderEditing({ id: 'fd_kind', compType: 'radio', dataType: 'static', options });
    fireEvent.click(screen.getByText('动态数据'));
    expect(current()).toMatchObject({ dataType: 'dynamic', options: [] });
    fireEvent.change(field('请求地址'), { target: { value: '/sys/dict/options' } });
    fireEvent.click(screen.getByText('静态数据'));
    expect(current()).toMatchObject({ dataType: 'static', options, action: '/sys/dict/options' });
  });

  it('checks picker columns: label and property required, property unique, kept as a JSON string', () => {
    const colConf = JSON.stringify([{ index: 0, label: '姓名', property: 'realname', width: 150, show: true }]);
    const { patches, current } = renderEditing({ id: 'fd_user', compType: 'userList', colConf });
    fireEvent.click(screen.getByText('添加字段'));
    expect(screen.getByText('字段和属性不能为空,请检查')).toBeTruthy();
    fireEvent.change(field('字段'), { target: { value: '名字' } });
    fireEvent.change(field('属性'), { target: { value: 'realname' } });
    fireEvent.click(screen.getByText('添加字段'));
    expect(screen.getByText('属性已存在请检查')).toBeTruthy();
    expect(patches).toEqual([]);
    fireEvent.change(field('属性'), { target: { value: 'phone' } });
    fireEvent.click(screen.getByText('添加字段'));
    expect(JSON.parse(current().colConf as string)[1]).toEqual({ index: 1, label: '名字', property: 'phone', width: 150, show: true });
  });

  it('opens on every control of an old saved form without changing any', () => {
    const content = example as unknown as FormContent;
    for (const { control } of walkControls(content.list)) {
      const onChange = renderPanel(control);
      expect([control.id, onChange.mock.calls.length]).toEqual([control.id, 0]);
      expect((screen.getByLabelText('ID') as HTMLInputElement).value).toBe(control.id);
      cleanup();
    }
  });
});
