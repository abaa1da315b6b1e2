import { Flex } from 'antd';
import { ControlChartCard } from './ControlChartCard';
import { LarTrendCard } from './LarTrendCard';
import { ParetoCard } from './ParetoCard';

/**
 * 质量图表 (docs/design/scm-quality.md → 质量图表): the defects' Pareto, the LAR trend and the X̄-R control chart with
 * Cpk, each with its own conditions. The chart library loads with this screen.
 */
export function DiagramPage() {
  return (
    <Flex vertical gap={12}>
      <ParetoCard />
      <LarTrendCard />
      <ControlChartCard />
    </Flex>
  );
}
