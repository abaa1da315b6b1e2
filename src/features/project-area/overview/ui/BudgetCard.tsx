import { Card, Descriptions } from 'antd';
import { formatMoney } from '@/shared/lib/format';
import { Chart } from '@/shared/ui/chart';
import { budgetGaugeOption, budgetRate, type ProjStatistic } from '../model/overview';
import styles from './OverviewPage.module.css';

/** Budget against actual, in the money format (元). */
export function BudgetCard({ statistic }: { statistic: ProjStatistic }) {
  const rate = budgetRate(statistic);
  return (
    <Card size="small" className={styles.fill} title="预算执行">
      <Chart
        option={budgetGaugeOption(rate)}
        height={220}
        label={`预算执行率 ${rate === null ? '—' : `${rate.toFixed(1)}%`}`}
      />
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'budget', label: '预算（元）', children: formatMoney(statistic.budgetAmount) },
          { key: 'actual', label: '实际（元）', children: formatMoney(statistic.actualAmount) },
          {
            key: 'balance',
            label: '余额（元）',
            children: formatMoney(statistic.budgetAmount - statistic.actualAmount),
          },
        ]}
      />
    </Card>
  );
}
