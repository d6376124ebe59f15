import { Button, Modal, Result } from 'antd';
import { type ComponentType, Suspense } from 'react';
import { PageLoading } from '../router/PageLoading';
import { useComponentRegistry } from '../router/RegistryContext';
import type { ShellPageProps } from '../router/componentRegistry';
import type { ShellRoute } from '../router/routeModel';
import { notifyMessages } from './messages';

/**
 * A registered page opened from a notice receives the notice's business id as `id`; optional, since
 * the same page may also be reached from the menu.
 */
export type PopupPageProps = ShellPageProps & { id?: string };

export interface ComponentPopupTarget {
  /** The menu component name, looked up in the component registry. */
  component: string;
  title: string;
  busId: string;
}

/** The route a page expects, standing for the popup rather than a menu entry. */
function popupRoute(target: ComponentPopupTarget): ShellRoute {
  return {
    id: `notice-popup:${target.component}`,
    path: `/${target.component.replace(/^\/+/, '')}`,
    name: target.component,
    title: target.title,
    icon: undefined,
    target: { kind: 'component', component: target.component },
    redirect: undefined,
    keepAlive: false,
    componentName: undefined,
    parentIds: [],
  };
}

function PopupBody({ target }: { target: ComponentPopupTarget }) {
  const registry = useComponentRegistry();
  // Every registered page takes ShellPageProps; one meant for notices also reads `id`, others ignore it.
  const Page = registry.get(target.component) as ComponentType<PopupPageProps> | undefined;
  if (Page === undefined) return <Result status="warning" title={notifyMessages.unknownComponent(target.component)} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page route={popupRoute(target)} id={target.busId} />
    </Suspense>
  );
}

/** The dynamic component popup of seed 000 section 2.8 (popup width 1200, section 9). */
export function ComponentPopup({ target, onClose }: { target: ComponentPopupTarget | null; onClose: () => void }) {
  return (
    <Modal
      open={target !== null}
      title={target?.title || notifyMessages.popupTitle}
      width={1200}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{notifyMessages.close}</Button>}
      destroyOnHidden
    >
      {target !== null && <PopupBody target={target} />}
    </Modal>
  );
}
