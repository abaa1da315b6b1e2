import { Card, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { projectPath } from '@/entities/project';
import type { ProjStatistic } from '../model/overview';
import styles from './OverviewPage.module.css';

/** The project's counts; each links to its tab (工厂 is reached only from here: it has no top tab). */
export function CountCards({ projId, counts }: { projId: string; counts: ProjStatistic['counts'] }) {
  const items = [
    {
      key: 'task',
      title: '未完成任务',
      value: counts.taskOpen,
      suffix: `/ ${counts.taskTotal}`,
      tab: 'projTask',
      extra: counts.taskOverdue > 0 ? `逾期 ${counts.taskOverdue}` : undefined,
    },
    { key: 'rio', title: '未关闭 RIO', value: counts.rioOpen, tab: 'projRIO' },
    { key: 'doc', title: '文档', value: counts.documentCount, tab: 'projDocument' },
    { key: 'member', title: '成员', value: counts.memberCount, tab: 'projMbr' },
    { key: 'plant', title: '工厂', value: counts.plantCount, tab: 'projPlant' },
    { key: 'part', title: '零件', value: counts.partCount, tab: 'projPart' },
    { key: 'supplier', title: '供应商', value: counts.supplierCount, tab: 'projSupplier' },
  ];
  return (
    <div className={styles.counts}>
      {items.map((item) => (
        <Card key={item.key} size="small" className={styles.count}>
          <Link to={projectPath(item.tab, projId)} className={styles.countLink}>
            <Statistic title={item.title} value={item.value} suffix={item.suffix} />
          </Link>
          {item.extra && <span className={styles.overdue}>{item.extra}</span>}
        </Card>
      ))}
    </div>
  );
}
