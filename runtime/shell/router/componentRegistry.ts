import { type ComponentType, lazy, type LazyExoticComponent, type ReactNode } from 'react';
import { createNamedRegistry, type NamedRegistry } from '../../core/namedRegistry.ts';
import type { ShellRoute } from './routeModel';
import { loadChunk } from './loadChunk';

/** What every page rendered for a menu route receives. Layout folders render `children`. */
export interface ShellPageProps {
  route: ShellRoute;
  children?: ReactNode;
}

export type ShellPageComponent =
  | ComponentType<ShellPageProps>
  | LazyExoticComponent<ComponentType<ShellPageProps>>;

/**
 * Maps menu component names (`dashboard/Analysis`, `layouts/RouteView`, `system/UserList`) to
 * pages. A value handed to the router, not a global, so tests and later issues build their own.
 */
export type ComponentRegistry = NamedRegistry<ShellPageComponent>;

/** Two pages claiming one menu component is a programmer error: `register` throws at once. */
export function createComponentRegistry(): ComponentRegistry {
  return createNamedRegistry('Component');
}

/** `lazy()` for a module with a named export, since pages do not use default exports. */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType<ShellPageProps>>>,
  exportName: K,
): LazyExoticComponent<ComponentType<ShellPageProps>> {
  return lazy(() => loadChunk(load).then((module) => ({ default: module[exportName] })));
}
