// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import { formOf, renderSchemaForm } from '../../react/testRender.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const place = (extra: Partial<Control> = {}): Control => ({ id: 'fd_place', compType: 'cascader', label: '户籍地', ...extra });
const shown = (container: HTMLElement) => container.querySelector('.ant-select-selection-item')?.textContent ?? '';

describe('cascader', () => {
  it('shows a stored area path by its names once the area data has loaded', async () => {
    const { view } = renderSchemaForm(formOf(place({ areaData: true, value: ['110000', '110100', '110101'] })));
    await waitFor(() => expect(shown(view.container)).toBe('北京市 / 市辖区 / 东城区'), { timeout: 10_000 });
  });

  it('stores area codes when a province, city and district are chosen', async () => {
    const { form, view } = renderSchemaForm(formOf(place({ areaData: true, areaType: 'city' })));
    fireEvent.mouseDown(view.container.querySelector('.ant-select-selector') as HTMLElement);
    fireEvent.click(await screen.findByText('北京市', {}, { timeout: 10_000 }));
    fireEvent.click(await screen.findByText('市辖区'));
    await waitFor(() => expect(form.values.fd_place).toEqual(['110000', '110100']));
    // 'city' stops at cities: no district column opens.
    expect(screen.queryByText('东城区')).toBeNull();
  });

  it("says 'Bad type value' for an unknown area type", () => {
    renderSchemaForm(formOf(place({ areaData: true, areaType: 'street' })));
    expect(screen.getByRole('alert').textContent).toContain('Bad type value');
  });

  it('shows given options with their children', () => {
    const options = [{ label: '一号楼', value: 'b1', children: [{ label: '一单元', value: 'u1' }] }];
    const { view } = renderSchemaForm(formOf(place({ options: options as never, value: ['b1', 'u1'], props: { separator: '-' } })));
    expect(shown(view.container)).toBe('一号楼 - 一单元');
  });

  it('reads loaded options through the dynamic label, value and children keys', async () => {
    const services = createTestServices({ getJson: { '/api/buildings': { records: [{ name: '三号楼', id: 'b3', units: [{ name: '三单元', id: 'u3' }] }] } } });
    const control = place({ dataType: 'dynamic', action: '/api/buildings', value: ['b3', 'u3'], props: { label: 'name', value: 'id', children: 'units' } });
    const { view } = renderSchemaForm(formOf(control), { services });
    await waitFor(() => expect(shown(view.container)).toBe('三号楼 / 三单元'));
  });

  it('loads the options of the action for dataType dynamic', async () => {
    const services = createTestServices({ getJson: { '/api/buildings': [{ label: '二号楼', value: 'b2', children: [{ label: '二单元', value: 'u2' }] }] } });
    const { view } = renderSchemaForm(formOf(place({ dataType: 'dynamic', action: '/api/buildings', value: ['b2', 'u2'] })), { services });
    await waitFor(() => expect(shown(view.container)).toBe('二号楼 / 二单元'));
  });
});
