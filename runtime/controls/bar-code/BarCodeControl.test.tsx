// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDomStubs } from '../../react/testDom.ts';
import { formOf, renderSchemaForm } from '../../react/testRender.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

describe('barCode', () => {
  it('draws the value with jsbarcode in the given colours', async () => {
    const { view } = renderSchemaForm(
      formOf({ id: 'fd_no', compType: 'barCode', label: '房屋编号', value: 'AZQ-2023-0001', lineColor: '#123456', height: 40 }),
    );
    // The renderer is loaded on first use.
    await waitFor(() => expect(view.container.querySelectorAll('svg[role=img] rect').length).toBeGreaterThan(10));
    const svg = view.container.querySelector('svg[role=img]') as SVGSVGElement;
    expect(svg.querySelector('g')?.getAttribute('fill')).toBe('#123456');
    expect(svg.textContent).toContain('AZQ-2023-0001');
  });

  it('says a value the format cannot encode is invalid', async () => {
    renderSchemaForm(formOf({ id: 'fd_no', compType: 'barCode', label: '编号', value: 'ABC', format: 'EAN13' }));
    expect(await screen.findByText('条形码内容无效')).toBeTruthy();
  });
});
