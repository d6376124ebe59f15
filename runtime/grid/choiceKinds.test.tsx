// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '../react/testDom.ts';
import { CELL_KINDS, type GridColumnView } from './cellKinds.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const column = (type: GridColumnView['type']): GridColumnView => ({
  key: 'k',
  title: '类型',
  type,
  options: [{ value: '1', text: '首站' }, { value: '2', text: '中途站' }, { value: '3', text: '终点站' }],
});

describe('choice cells (seed 002 §3: radio, list_multi, sel_search)', () => {
  it('draw the texts of their values; list_multi keeps comma-separated values', () => {
    expect(CELL_KINDS.radio.text('2', column('radio'))).toBe('中途站');
    expect(CELL_KINDS.list_multi.text('1,3', column('list_multi'))).toBe('首站,终点站');
    expect(CELL_KINDS.list_multi.text(['2'], column('list_multi'))).toBe('中途站');
    expect(CELL_KINDS.sel_search.text('9', column('sel_search'))).toBe('9');
  });

  it('radio commits the chosen value and ends the editing', () => {
    const commit = vi.fn();
    const Editor = CELL_KINDS.radio.Editor;
    render(<Editor column={column('radio')} value="1" commit={commit} cancel={() => undefined} />);
    fireEvent.click(screen.getByLabelText('终点站'));
    expect(commit).toHaveBeenCalledWith('3', true);
  });

  it('sel_search filters the options by the typed text and commits the one chosen', async () => {
    const commit = vi.fn();
    const Editor = CELL_KINDS.sel_search.Editor;
    render(<Editor column={column('sel_search')} value="" commit={commit} cancel={() => undefined} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '终点' } });
    const options = document.querySelectorAll('.ant-select-item-option');
    expect([...options].map((o) => o.textContent)).toEqual(['终点站']);
    fireEvent.click(options[0] as Element);
    expect(commit).toHaveBeenCalledWith('3', true);
  });

  it('list_multi adds a chosen value to the comma-separated list', async () => {
    const commit = vi.fn();
    const Editor = CELL_KINDS.list_multi.Editor;
    render(<Editor column={column('list_multi')} value="1" commit={commit} cancel={() => undefined} />);
    fireEvent.click(await screen.findByText('中途站', { selector: '.ant-select-item-option-content' }));
    expect(commit).toHaveBeenCalledWith('1,2');
  });
});
