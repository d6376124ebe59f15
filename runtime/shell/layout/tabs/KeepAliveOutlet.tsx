import { Fragment, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import { PageKeyContext } from '../../../react/leaveGuards.ts';
import type { KeptPageView } from './useKeepAlive';

/**
 * The content area: one container per kept page, the inactive ones hidden with display:none. Each
 * page reads its own location, so a hidden page keeps rendering what it showed (MenuRouteView matches
 * by location) and its links and queries stay its own.
 */
export function KeepAliveOutlet({ views, outlet, activeKey }: { views: KeptPageView[]; outlet: ReactNode; activeKey: string | null }) {
  return (
    <>
      {views.map((view) => (
        <div key={view.key} data-page-key={view.key} style={view.active ? undefined : { display: 'none' }}>
          <LocationContext.Provider value={view.frozen}>
            <PageKeyContext.Provider value={view.key}>
              <Fragment key={view.generation}>{view.element}</Fragment>
            </PageKeyContext.Provider>
          </LocationContext.Provider>
        </div>
      ))}
      {activeKey === null && outlet}
    </>
  );
}
