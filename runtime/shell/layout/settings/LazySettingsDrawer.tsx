import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { onOpenSettingsDrawer } from '../layoutEvents';

const SettingsDrawer = lazy(() => import('./SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));

/**
 * The settings drawer's code (radios, switches, lists) is loaded on the first 系统设置, not with
 * the dashboard; from then on the drawer listens for itself.
 */
function LazySettingsDrawerView() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => (wanted ? undefined : onOpenSettingsDrawer(() => setWanted(true))), [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDrawer defaultOpen />
    </Suspense>
  );
}

/** Memoised: the frame re-renders on every navigation, this only when its own props or state change. */
export const LazySettingsDrawer = memo(LazySettingsDrawerView);
