import { PROJ_STATUSES } from '@/entities/project';
import type { PmWorkbenchSummaryData } from '@/shared/api';
import type { ChartOption } from '@/shared/ui/chart';
import { optionOf, TASK_STATES } from './work-states';

type Summary = PmWorkbenchSummaryData;

/** Each project state's colour in the phase chart (antd's palette; the legend names them). */
const STATUS_COLORS: Record<string, string> = {
  DRAFT: '#8c8c8c',
  APPROVING: '#d48806',
  ONGOING: '#1677ff',
  PAUSED: '#cf1322',
  CLOSED: '#389e0d',
  CANCELLED: '#595959',
};

/**
 * What a screen reader says for the chart. ECharts' aria writes its own aria-label over the wrapper's `label` (on
 * the same element); a description of ours keeps the chart's name and says the figures in plain Chinese.
 */
const described = (description: string) => ({ enabled: true, label: { description } });

/** 各阶段项目数: a bar per phase in phase order, stacked by the projects' states (only the states that occur). */
export function phaseBarOption(byPhase: Summary['projectsByPhase']): ChartOption {
  const states = PROJ_STATUSES.filter((status) =>
    byPhase.some((phase) => phase.byStatus.some((s) => s.projStatus === status.value && s.count > 0)),
  );
  const spoken = byPhase.map((phase) => `${phase.phaseName}（${phase.phaseCode}）${phase.count} 个`).join('，');
  return {
    aria: described(`各阶段项目数：${spoken}`),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { bottom: 0, itemWidth: 12, itemHeight: 8 },
    grid: { left: 8, right: 16, top: 24, bottom: 36, containLabel: true },
    xAxis: {
      type: 'category',
      data: byPhase.map((phase) => `${phase.phaseName}\n${phase.phaseCode}`),
      axisTick: { alignWithLabel: true },
    },
    yAxis: { type: 'value', minInterval: 1, name: '项目数' },
    series: states.map((status) => ({
      type: 'bar',
      name: status.title,
      stack: 'projects',
      barMaxWidth: 36,
      itemStyle: { color: STATUS_COLORS[status.value] },
      data: byPhase.map((phase) => phase.byStatus.find((s) => s.projStatus === status.value)?.count ?? 0),
    })),
  };
}

/** 我的任务状态: a ring of my tasks by state, the total in its middle. */
export function taskPieOption(byState: Summary['myTasksByState']): ChartOption {
  const total = byState.reduce((sum, s) => sum + s.count, 0);
  const spoken = byState.map((s) => `${optionOf(TASK_STATES, s.taskState).title} ${s.count} 项`).join('，');
  return {
    aria: described(`我的任务按状态分布：共 ${total} 项，${spoken}`),
    tooltip: { trigger: 'item', formatter: '{b}：{c} 项（{d}%）' },
    legend: { bottom: 0, itemWidth: 12, itemHeight: 8 },
    title: {
      text: String(total),
      subtext: '项任务',
      left: 'center',
      top: '34%',
      textStyle: { fontSize: 24 },
      subtextStyle: { color: '#595959' },
    },
    series: [
      {
        type: 'pie',
        name: '我的任务',
        radius: ['48%', '70%'],
        center: ['50%', '45%'],
        label: { formatter: '{b} {c}', color: '#434343' },
        data: byState.map((s) => {
          const state = optionOf(TASK_STATES, s.taskState);
          return { name: state.title, value: s.count, itemStyle: { color: state.color } };
        }),
      },
    ],
  };
}
