import { PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Modal, Space, Table, Typography, message } from 'antd';
import { useState } from 'react';
import { usePermissions } from '@/entities/permission';
import { UserSelect } from '@/entities/user';
import { pmEcrTaskAdd, pmEcrTaskDelete, pmEcrTaskEdit, usePmEcrTaskList } from '@/shared/api';
import { RecordFormModal } from '@/shared/ui/record-form';
import {
  emptyTask,
  TASK_STATES,
  taskAddBody,
  taskForm,
  taskFormValues,
  type EcrTask,
  type TaskFormBody,
  type TaskFormValues,
} from '../model/ecr-task';

function TaskDialog({
  ecrId,
  task,
  onClose,
  onSaved,
}: {
  ecrId: string;
  task: EcrTask | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const fields = taskForm
    .fields({
      ownerId: (field) => (
        <UserSelect
          id="ownerId"
          value={field.value}
          onChange={(id) => field.onChange(id ?? '')}
          onBlur={field.onBlur}
          placeholder="请选择负责人"
        />
      ),
    })
    .filter((field) => task || field.name !== 'state');
  return (
    <RecordFormModal<TaskFormValues, TaskFormBody>
      title={task ? '编辑变更任务' : '新增变更任务'}
      open
      width={640}
      onClose={onClose}
      onSaved={onSaved}
      schema={taskForm.schema}
      defaultValues={task ? taskFormValues(task) : emptyTask}
      fields={fields}
      onSubmit={(body) =>
        task
          ? pmEcrTaskEdit({ body }, { quiet: true })
          : pmEcrTaskAdd({ body: taskAddBody(ecrId, body) }, { quiet: true })
      }
    />
  );
}

/** 变更任务: what the approved change needs done (owner, due date, state), managed with the request's 编辑 permission. */
export function TasksSection({ ecrId }: { ecrId: string }) {
  const tasks = usePmEcrTaskList({ body: { ecrId } });
  const manage = usePermissions().can('ecrApply:edit');
  const [dialog, setDialog] = useState<{ task?: EcrTask }>();
  const remove = (task: EcrTask) =>
    Modal.confirm({
      title: '提示',
      content: `确认删除任务“${task.title}”吗？`,
      onOk: async () => {
        await pmEcrTaskDelete({ body: { ids: [task.id] } });
        void message.success('删除成功');
        void tasks.refetch();
      },
    });
  return (
    <section aria-label="变更任务" style={{ marginTop: 24 }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={5}>变更任务</Typography.Title>
        {manage && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setDialog({})}>
            新增任务
          </Button>
        )}
      </Flex>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        loading={tasks.isPending}
        dataSource={tasks.data ?? []}
        columns={[
          { dataIndex: 'title', title: '任务内容' },
          { dataIndex: 'ownerName', title: '负责人', width: 80 },
          { dataIndex: 'dueDate', title: '完成期限', width: 110 },
          {
            dataIndex: 'state',
            title: '状态',
            width: 90,
            render: (state: EcrTask['state']) => (
              <Badge status={TASK_STATES[state].badge} text={TASK_STATES[state].label} />
            ),
          },
          {
            dataIndex: 'finishDate',
            title: '完成日期',
            width: 110,
            render: (date: string | null | undefined) => date ?? '-',
          },
          ...(manage
            ? [
                {
                  key: 'action',
                  title: '操作',
                  width: 110,
                  render: (_: unknown, task: EcrTask) => (
                    <Space size={0}>
                      <Button type="link" size="small" onClick={() => setDialog({ task })}>
                        编辑
                      </Button>
                      {task.state !== 'DONE' && (
                        <Button type="link" size="small" danger onClick={() => remove(task)}>
                          删除
                        </Button>
                      )}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {dialog && (
        <TaskDialog
          ecrId={ecrId}
          task={dialog.task}
          onClose={() => setDialog(undefined)}
          onSaved={() => void tasks.refetch()}
        />
      )}
    </section>
  );
}
