import { globalConfig } from '../config';
import type { MenuNode } from '../session/types';
import { menuToRoutes } from './menuToRoutes';
import type { ShellRouteModel } from './routeModel';

/** One model per menu array: the layout, breadcrumb and content all ask for it on every render. */
const cache = new WeakMap<MenuNode[], ShellRouteModel>();

export function routeModelFor(menu: MenuNode[]): ShellRouteModel {
  let model = cache.get(menu);
  if (model === undefined) {
    model = menuToRoutes(menu, globalConfig);
    cache.set(menu, model);
  }
  return model;
}
