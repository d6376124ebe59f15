// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDomStubs } from '../../react/testDom.ts';
import { formOf, renderSchemaForm } from '../../react/testRender.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

describe('password control with its strength meter (seed 002 §4)', () => {
  it('hides what is typed and rates it as it is typed', () => {
    const { form, view } = renderSchemaForm(formOf({ id: 'password', compType: 'password', label: '登录密码' }));
    const input = view.container.querySelector<HTMLInputElement>('input#password');
    expect(input?.type).toBe('password');
    const meter = screen.getByTestId('password-strength');
    expect(meter.dataset.strength).toBe('0');
    for (const [typed, level, word] of [['abc', '1', '低'], ['abcd1234', '2', '中'], ['abcd123!', '3', '高']] as const) {
      fireEvent.change(input!, { target: { value: typed } });
      expect(screen.getByTestId('password-strength').dataset.strength).toBe(level);
      expect(screen.getByTestId('password-strength').textContent).toContain(word);
    }
    expect(form.values.password).toBe('abcd123!');
  });

  it('shows no meter on a confirmation (strengthMeter false)', () => {
    renderSchemaForm(formOf({ id: 'confirmpassword', compType: 'password', label: '确认密码', strengthMeter: false }));
    expect(screen.queryByTestId('password-strength')).toBeNull();
  });
});
