import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { stCountTaskDetailQueryOptions } from '@/shared/api';
import { AppDrawer } from '@/shared/ui/app-drawer';
import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import type { TaskRow } from '../model/count-grid';
import { CountSheet } from './CountSheet';

function TaskDrawer({ row, title, editable, ...props }: RowPanelProps<TaskRow> & { title: string; editable: boolean }) {
  const detail = useQuery(stCountTaskDetailQueryOptions({ query: { id: row.id } }));
  return (
    <AppDrawer open width="large" title={`${title}：${row.taskNo}`} onClose={props.onClose}>
      {detail.data ? (
        <CountSheet task={detail.data} editable={editable} onDone={closeAndRefetch(props)} />
      ) : detail.isError ? (
        <Alert type="error" showIcon title={`盘点任务加载失败：${detail.error.message}`} />
      ) : (
        <Skeleton active />
      )}
    </AppDrawer>
  );
}

/** 盘点: the counter's sheet of a task 待盘点 or 盘点中. */
export function TaskCountPanel(props: RowPanelProps<TaskRow>) {
  return <TaskDrawer {...props} title="盘点" editable />;
}

/** 详情: the same sheet, read only. */
export function TaskDetailPanel(props: RowPanelProps<TaskRow>) {
  return <TaskDrawer {...props} title="盘点任务详情" editable={false} />;
}
