import { useQuery } from '@tanstack/react-query';
import { Skeleton, Typography } from 'antd';
import { type opEvent, opEventDetailQueryOptions } from '@/shared/api';
import { AppDrawer } from '@/shared/ui/app-drawer';
import { DetailList } from '@/shared/ui/detail-list';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { QueryFailure } from '@/shared/ui/load-failure';
import { levelTag } from '../model/event-level';
import { formatPayload } from '../model/payload';
import styles from './code.module.css';
import { CodeBlock } from '@/shared/ui/code-block';

function Payload({ payload }: { payload: string }) {
  const { json, text } = formatPayload(payload);
  if (text === '') return '-';
  return (
    <div className={styles.payload}>
      {!json && <Typography.Text type="warning">负载不是有效的 JSON，按原文显示</Typography.Text>}
      <CodeBlock label="事件负载" maxHeight={420}>
        {text}
      </CodeBlock>
    </div>
  );
}

/**
 * 事件详情: where and when, the message, and the payload as formatted JSON. (An event has no audit stamp, so not the
 * kit's record drawer.)
 */
export function EventDetailDrawer({ row, onClose }: RowPanelProps<RowOf<typeof opEvent>>) {
  const detail = useQuery(opEventDetailQueryOptions({ query: { id: row.id } }));
  const event = detail.data;
  return (
    <AppDrawer open title="事件详情" width="large" onClose={onClose}>
      {detail.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      <QueryFailure query={detail} title="获取详情失败" />
      {event && (
        <DetailList
          columns={2}
          items={[
            { label: '发生时间', value: event.occurredAt },
            { label: '级别', value: levelTag(event.level) },
            { label: '来源', value: event.source },
            { label: '事件类型', value: event.eventType },
            { label: '租户', value: event.tenantName ?? '平台' },
            { label: '相关账号', value: event.account },
            { label: '主机', value: event.host },
            { label: '链路 ID', value: event.traceId },
            { label: '消息', value: event.message, span: 2 },
            { label: '负载', value: <Payload payload={event.payload} />, span: 2 },
          ]}
        />
      )}
    </AppDrawer>
  );
}
