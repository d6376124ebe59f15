import { Result } from 'antd';
import { routerMessages } from './messages';

/** Stands in for a menu component no registry entry serves yet; names it so the gap is obvious. */
export function UnderConstruction({ component }: { component: string }) {
  return (
    <div data-testid="under-construction">
      <Result
        status="info"
        title={routerMessages.underConstruction}
        subTitle={routerMessages.underConstructionDetail(component)}
      />
    </div>
  );
}
