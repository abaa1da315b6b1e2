import { Badge, Card, Timeline } from 'antd';
import dayjs from 'dayjs';
import { keyDateState, type ProjStatistic } from '../model/overview';
import styles from './OverviewPage.module.css';

/** The milestones with their planned date and whether they were met. */
export function KeyDatesCard({ keyDates }: { keyDates: ProjStatistic['keyDates'] }) {
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <Card size="small" className={styles.fill} title="关键日期">
      <Timeline
        items={keyDates.map((item) => {
          const state = keyDateState(item, today);
          return {
            key: item.name,
            color:
              state.status === 'success'
                ? 'green'
                : state.status === 'error'
                  ? 'red'
                  : state.status === 'warning'
                    ? 'orange'
                    : 'gray',
            content: (
              <>
                <strong>{item.name}</strong> 计划 {item.planDate}
                <br />
                <Badge status={state.status} text={state.text} />
              </>
            ),
          };
        })}
      />
    </Card>
  );
}
