import { lazyPage, type ComponentRegistry } from './router/componentRegistry';
import { RouteView } from './router/RouteView';

/** The old front end's layout folders: all pass their page through for now. */
const FOLDER_LAYOUTS = ['layouts/RouteView', 'layouts/PageView', 'layouts/TabLayout', 'layouts/BlankLayout'];

/** Pages the shell itself provides. Later issues register their own pages on the same registry. */
export function registerBuiltIns(registry: ComponentRegistry): void {
  for (const name of FOLDER_LAYOUTS) registry.register(name, RouteView);
  registry.register(
    'dashboard/Analysis',
    lazyPage(() => import('./pages/dashboard/AnalysisPage'), 'AnalysisPage'),
  );
  registry.register('dashboard/Workplace', lazyPage(() => import('./pages/dashboard/WorkplacePage'), 'WorkplacePage'));
  registry.register('dashboard/Monitor', lazyPage(() => import('./pages/dashboard/MonitorPage'), 'MonitorPage'));
  registry.register('system/UserAnnouncementList', lazyPage(() => import('./pages/announcements/UserAnnouncementPage'), 'UserAnnouncementPage'));
  // The form designer (表单设计器). The shell is where the app is put together, so it names the
  // designer's page here, as a lazy chunk; nothing else in runtime/ imports designer/.
  registry.register('flowable/form/designer', lazyPage(() => import('../../designer/DesignerPage.tsx'), 'DesignerPage'));
}
