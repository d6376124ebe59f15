// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDomStubs } from '../../react/testDom.ts';
import { createComponentRegistry } from '../router/componentRegistry';
import { RegistryProvider } from '../router/RegistryContext';
import { ComponentPopup, type PopupPageProps } from './ComponentPopup';

beforeAll(installDomStubs);
afterEach(cleanup);

function BusinessDetail({ id, route }: PopupPageProps) {
  return <p>{`${route.title}: 业务 ${id}`}</p>;
}

function renderPopup(component: string) {
  const registry = createComponentRegistry();
  registry.register('modules/BusinessDetail', BusinessDetail);
  render(
    <RegistryProvider registry={registry}>
      <ComponentPopup target={{ component, title: '待办审批', busId: 'b-42' }} onClose={() => undefined} />
    </RegistryProvider>,
  );
}

describe('ComponentPopup (seed 000 section 2.8)', () => {
  it('renders the registered openPage with the business id', async () => {
    renderPopup('modules/BusinessDetail');
    expect(await screen.findByText('待办审批: 业务 b-42')).toBeTruthy();
  });

  it('names an openPage that no page claims', async () => {
    renderPopup('modules/Missing');
    expect(await screen.findByText('未找到组件 modules/Missing，无法打开该消息')).toBeTruthy();
  });
});
