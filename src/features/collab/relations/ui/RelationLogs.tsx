import { Timeline, Typography } from 'antd';
import { LOG_ACTIONS, type RelationDetail } from '../model/relation-states';

/** 邀请, 接受, 启用 and 停用 of a relation: who, of which company, when. */
export function RelationLogs({ logs }: { logs: RelationDetail['logs'] }) {
  return (
    <Timeline
      items={logs.map((log, index) => ({
        key: index,
        content: (
          <>
            <Typography.Text strong>
              {LOG_ACTIONS[log.action]} · {log.operatorCorp} {log.operatorName} · {log.operateTime}
            </Typography.Text>
            {log.remark && <Typography.Paragraph type="secondary">{log.remark}</Typography.Paragraph>}
          </>
        ),
      }))}
    />
  );
}
