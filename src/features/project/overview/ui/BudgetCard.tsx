import { Card, Descriptions, Progress } from 'antd';
import { formatMoney } from '@/shared/lib/format';
import { budgetRate, type ProjStatistic } from '../model/overview';

/** Budget against actual, in the money format (元). */
export function BudgetCard({ statistic }: { statistic: ProjStatistic }) {
  const rate = budgetRate(statistic);
  return (
    <Card size="small" title="预算执行">
      <Progress percent={rate ?? 0} format={() => (rate === null ? '—' : `${rate.toFixed(1)}%`)} status={rate !== null && rate > 100 ? 'exception' : 'normal'} aria-label="预算执行率" />
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'budget', label: '预算（元）', children: formatMoney(statistic.budgetAmount) },
          { key: 'actual', label: '实际（元）', children: formatMoney(statistic.actualAmount) },
          { key: 'balance', label: '余额（元）', children: formatMoney(statistic.budgetAmount - statistic.actualAmount) },
        ]}
      />
    </Card>
  );
}
