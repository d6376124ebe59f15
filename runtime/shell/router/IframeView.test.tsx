// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDomStubs } from '../../react/testDom.ts';
import { ExternalLinkView } from './ExternalLinkView';
import { IframeView } from './IframeView';
import type { ShellRoute } from './routeModel';

beforeAll(installDomStubs);
afterEach(cleanup);

const route = (url: string): ShellRoute => ({
  id: 'r', path: '/r', name: 'r', title: '外部页面', icon: undefined, target: { kind: 'iframe', url }, redirect: undefined,
  keepAlive: false, componentName: undefined, parentIds: [],
});

describe('menu URLs in frames and new windows', () => {
  it.each(['javascript:alert(document.cookie)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>x</script>', ''])('never loads %j', (url) => {
    const { container } = render(<><IframeView route={route(url)} url={url} /><ExternalLinkView route={route(url)} url={url} /></>);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('a[href]')).toBeNull();
    expect(screen.getAllByText('该菜单的地址不是 http(s) 地址或站内路径，已阻止打开，请联系管理员修改菜单')).toHaveLength(2);
  });

  it('frames and links an http(s) or site address', () => {
    const { container } = render(<><IframeView route={route('https://example.org/doc')} url="https://example.org/doc" /><ExternalLinkView route={route('/jeecg-boot/x')} url="/jeecg-boot/x" /></>);
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://example.org/doc');
    expect(container.querySelector('a[href]')?.getAttribute('href')).toBe('/jeecg-boot/x');
  });
});
