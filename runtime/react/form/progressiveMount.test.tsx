// @vitest-environment jsdom
import { toJS } from '@formily/reactive';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Control, FormContent } from '../../../schemas/types.ts';
import { initialFormValues } from '../../core/formValues.ts';
import { installDomStubs } from '../testDom.ts';
import { formOf, renderSchemaForm } from '../testRender.tsx';
import { ALL_AT_ONCE } from './mountQueue.ts';

beforeAll(installDomStubs);
afterEach(cleanup);

const COUNT = 200;
const input = (n: number): Control => ({ id: `fd_${n}`, compType: 'input', label: `字段${n}`, value: `值${n}` });

/** 199 inputs with values, then a row holding a required input with none, last of all. */
function longForm(): FormContent {
  const list: Control[] = Array.from({ length: COUNT - 2 }, (_, i) => input(i + 1));
  list.push({
    id: 'row_1',
    compType: 'row',
    columns: [
      { span: 12, list: [{ id: 'fd_last', compType: 'input', label: '末尾必填', required: true }] },
      { span: 12, list: [] },
    ],
  });
  return formOf(...list);
}

const inDom = (id: string) => document.getElementById(id) !== null;

describe('a long form mounts in chunks, its state whole from the start', () => {
  it('validates and holds the values of controls that are not mounted yet', async () => {
    const content = longForm();
    const { form } = renderSchemaForm(content);
    // jsdom lays nothing out, so the first chunk is the first ALL_AT_ONCE controls; the rest come when idle.
    expect(inDom('fd_1')).toBe(true);
    expect(inDom(`fd_${ALL_AT_ONCE}`)).toBe(true);
    expect(inDom(`fd_${ALL_AT_ONCE + 1}`)).toBe(false);
    expect(inDom('fd_last')).toBe(false);

    // Every control's default is in the values, mounted or not.
    expect(toJS(form.values)).toEqual(initialFormValues(content));
    expect(form.values[`fd_${COUNT - 2}`]).toBe(`值${COUNT - 2}`);

    // form.validate() reports the required field that is not mounted.
    const errors = await form.validate().then(
      () => [],
      (found: { address: string; messages: string[] }[]) => found.map((e) => `${e.address}: ${e.messages.join()}`),
    );
    expect(errors).toEqual(['row_1.fd_last: 末尾必填不能为空']);
    expect(inDom('fd_last')).toBe(false);
    const fields = Object.keys(form.fields);

    // Then the rest mounts, in the fields made up front: the error found before shows on it.
    await waitFor(() => expect(inDom('fd_last')).toBe(true), { timeout: 20_000 });
    expect(screen.getByText('末尾必填不能为空')).toBeTruthy();
    expect(Object.keys(form.fields)).toEqual(fields);
    expect(Object.values(form.fields).every((field) => field.mounted)).toBe(true);
    expect(toJS(form.values)).toEqual(initialFormValues(content));
  });

  it(`renders a form of ${ALL_AT_ONCE} controls in one go`, () => {
    renderSchemaForm(formOf(...Array.from({ length: ALL_AT_ONCE }, (_, i) => input(i + 1))));
    expect(inDom(`fd_${ALL_AT_ONCE}`)).toBe(true);
  });
});

describe('a long form in bands the browser may skip off screen', () => {
  /** 150 inputs: span 12, every tenth full width; the 60th full width too, but only shown when fd_1 says so. */
  function bandedForm(): FormContent {
    const list = Array.from({ length: 150 }, (_, i): Control => ({ ...input(i + 1), span: i % 10 === 9 ? 24 : 12 }));
    list[59] = { ...list[59], visibleWhen: "fd_1 == 'x'" };
    return formOf(...list);
  }

  it('cuts only next to a full-width control sure to show, and lets a band be skipped once complete', async () => {
    renderSchemaForm(bandedForm());
    await waitFor(() => expect(inDom('fd_150')).toBe(true), { timeout: 20_000 });
    const bands = [...document.querySelectorAll<HTMLElement>('.ant-row')].filter((row) => row.parentElement?.style.paddingLeft === '8px');
    // Cut before fd_31 (after full-width fd_30), not next to fd_60 (it may hide), but before fd_70.
    expect(bands.map((band) => band.querySelector('input')?.id)).toEqual(['fd_1', 'fd_31', 'fd_70', 'fd_100', 'fd_130']);
    expect(bands.map((band) => band.parentElement?.style.getPropertyValue('content-visibility'))).toEqual(['auto', 'auto', 'auto', 'auto', 'auto']);
  });
});

