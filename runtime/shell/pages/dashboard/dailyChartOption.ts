import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { DailyFigures } from './analysisApi';

export type DailyChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** Whether there is anything to draw: an all-zero month shows an empty state instead. */
export const hasDailyData = (daily: DailyFigures): boolean =>
  [daily.users, ...daily.entities.map((s) => s.counts)].some((counts) => counts.some((n) => n > 0));

/** Entities as stacked bars per day (their sum is the day's new records), new users as a line. */
export function dailyChartOption(daily: DailyFigures, usersLabel: string): DailyChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: daily.days.map((day) => day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      ...daily.entities.map((s): BarSeriesOption => ({ type: 'bar', name: s.label, stack: 'records', data: s.counts, barMaxWidth: 24 })),
      { type: 'line', name: usersLabel, data: daily.users },
    ],
  };
}
