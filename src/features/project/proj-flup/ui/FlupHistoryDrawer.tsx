import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Empty, Modal, Skeleton, Space, Tag, Timeline, Typography, message } from 'antd';
import { usePermissions } from '@/entities/permission';
import { pmProjFlupDelete, pmProjFlupListQueryOptions, type PmProjFlupListData } from '@/shared/api';
import { AppDrawer } from '@/shared/ui/app-drawer';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { QueryFailure } from '@/shared/ui/load-failure';
import { flupWayText } from '../model/flup-form';
import type { FlupProject } from './FlupListPage';

type Flup = PmProjFlupListData[number];

function FlupEntry({ flup, canDelete, onDelete }: { flup: Flup; canDelete: boolean; onDelete: (flup: Flup) => void }) {
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text strong>{flup.flupDate}</Typography.Text>
        <Tag color="processing">{flupWayText(flup.flupWay)}</Tag>
        <Typography.Text type="secondary">跟进人：{flup.flupUserName}</Typography.Text>
        {canDelete && (
          <Button size="small" type="link" danger onClick={() => onDelete(flup)}>
            删除
          </Button>
        )}
      </Space>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{flup.content}</Typography.Paragraph>
      <Descriptions
        size="small"
        column={2}
        items={[
          {
            key: 'contact',
            label: '客户联系人',
            children: flup.contactPhone ? `${flup.contactName}（${flup.contactPhone}）` : flup.contactName,
          },
          { key: 'next', label: '下次跟进', children: flup.nextDate ?? '—' },
          { key: 'step', label: '下一步计划', children: flup.nextStep ?? '—', span: 2 },
        ]}
      />
    </Space>
  );
}

/** 跟进记录 of a project, newest first, in a drawer; a record is deleted (asked first) with pmProjFlup:delete. */
export function FlupHistoryDrawer({ row, onClose, refetch }: RowPanelProps<FlupProject>) {
  const { can } = usePermissions();
  const list = useQuery(pmProjFlupListQueryOptions({ body: { projId: row.id } }));
  const remove = (flup: Flup) =>
    Modal.confirm({
      title: '提示',
      content: `确认删除 ${flup.flupDate} 的跟进记录吗？`,
      onOk: async () => {
        await pmProjFlupDelete({ body: { ids: [flup.id] } });
        void message.success('已删除');
        await Promise.all([list.refetch(), refetch()]);
      },
    });
  return (
    <AppDrawer open title={`跟进记录：${row.no} ${row.title}`} width="default" onClose={onClose}>
      {list.isError ? (
        <QueryFailure query={list} title="跟进记录加载失败" />
      ) : !list.data ? (
        <Skeleton active />
      ) : list.data.length === 0 ? (
        <Empty description="还没有跟进记录" />
      ) : (
        <Timeline
          items={list.data.map((flup) => ({
            key: flup.id,
            content: <FlupEntry flup={flup} canDelete={can('pmProjFlup:delete')} onDelete={remove} />,
          }))}
        />
      )}
    </AppDrawer>
  );
}
