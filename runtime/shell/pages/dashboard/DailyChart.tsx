import { Alert, Card, Empty } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DailyFigures } from './analysisApi';
import { dailyChartOption, hasDailyData } from './dailyChartOption';
import { dashboardMessages } from './messages';

/** Records created per day over the last 30 days; echarts arrives with the first chart drawn. */
export function DailyChart({ daily, loading }: { daily: DailyFigures | null; loading: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const drawable = daily !== null && hasDailyData(daily);
  const option = useMemo(() => (daily && drawable ? dailyChartOption(daily, dashboardMessages.dailyUsers) : null), [daily, drawable]);

  useEffect(() => {
    if (option === null) return;
    let disposed = false;
    let dispose = () => {};
    import('./echartsSetup').then(({ init }) => {
      const element = container.current;
      if (disposed || element === null) return;
      const chart = init(element);
      chart.setOption(option);
      // A hidden tab (display: none) reports no size: drawing for it, and again when it shows, is wasted.
      const observer = new ResizeObserver(() => element.clientWidth > 0 && chart.resize());
      observer.observe(element);
      dispose = () => {
        observer.disconnect();
        chart.dispose();
      };
    }, () => !disposed && setFailed(true));
    return () => {
      disposed = true;
      dispose();
    };
  }, [option]);

  return (
    <Card title={dashboardMessages.dailyTitle} loading={loading}>
      {failed && <Alert type="warning" showIcon message={dashboardMessages.chartFailed} />}
      {!failed && option === null && <Empty description={dashboardMessages.noDailyData} />}
      {!failed && option !== null && <div ref={container} data-testid="daily-chart" style={{ width: '100%', height: 320 }} />}
    </Card>
  );
}
