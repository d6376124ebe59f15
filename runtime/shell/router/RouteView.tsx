import type { ShellPageProps } from './componentRegistry';

/**
 * The old `layouts/RouteView`, `PageView` and `TabLayout` folders: here they only pass their page
 * through. They stay registered under their names so later issues can give them a frame.
 */
export function RouteView({ children }: ShellPageProps) {
  return <>{children}</>;
}
