// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useOutlet } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { useKeepAlive } from './useKeepAlive';

/** What a page shows: the path it believes it is on, and a text box with local state. */
function Page({ name }: { name: string }) {
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  return (
    <label>
      {name} at {pathname}
      <input aria-label={name} value={text} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}

let openTabs: string[] = [];

function Frame() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const { views, refresh } = useKeepAlive({ activeKey: pathname, outlet, multipage: true, openTabs, keepAliveRoute: () => false });
  return (
    <>
      <button type="button" onClick={() => refresh('/a')}>refresh a</button>
      <KeepAliveOutlet views={views} outlet={outlet} activeKey={pathname} />
    </>
  );
}

function setup() {
  const router = createMemoryRouter([
    { path: '/', element: <Frame />, children: [{ path: 'a', element: <Page name="A" /> }, { path: 'b', element: <Page name="B" /> }] },
  ], { initialEntries: ['/a'] });
  render(<RouterProvider router={router} />);
  return router;
}

const container = (name: string) => screen.getByLabelText(name).closest('[data-page-key]') as HTMLElement;

describe('KeepAliveOutlet with useKeepAlive', () => {
  afterEach(cleanup);

  it('keeps a page of an open tab mounted and hidden, under its own location', async () => {
    openTabs = ['/a', '/b'];
    const router = setup();
    fireEvent.change(screen.getByLabelText('A'), { target: { value: 'typed' } });
    await act(() => router.navigate('/b'));
    expect(container('A').style.display).toBe('none');
    expect(container('B').style.display).toBe('');
    expect(screen.getByText('A at /a')).toBeTruthy();
    await act(() => router.navigate('/a'));
    expect((screen.getByLabelText('A') as HTMLInputElement).value).toBe('typed');
    expect(container('B').style.display).toBe('none');
  });

  it('drops the page of a closed tab, and remounts a refreshed one', async () => {
    openTabs = ['/a', '/b'];
    const router = setup();
    fireEvent.change(screen.getByLabelText('A'), { target: { value: 'typed' } });
    fireEvent.click(screen.getByText('refresh a'));
    expect((screen.getByLabelText('A') as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByLabelText('A'), { target: { value: 'again' } });
    openTabs = ['/b'];
    await act(() => router.navigate('/b'));
    expect(screen.queryByLabelText('A')).toBeNull();
    openTabs = ['/a', '/b'];
    await act(() => router.navigate('/a'));
    expect((screen.getByLabelText('A') as HTMLInputElement).value).toBe('');
  });
});
