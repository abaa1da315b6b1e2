import { Card } from 'antd';
import { Chart } from '@/shared/ui/chart';
import { rioChartOption, type ProjStatistic } from '../model/overview';
import styles from './OverviewPage.module.css';

/** Open RIO by type and level. */
export function RioCard({ rio, open }: { rio: ProjStatistic['rioByType']; open: number }) {
  return (
    <Card size="small" className={styles.fill} title={`未关闭 RIO（${open}）`}>
      <Chart option={rioChartOption(rio)} height={300} label="未关闭 RIO 按类型与等级" />
    </Card>
  );
}
