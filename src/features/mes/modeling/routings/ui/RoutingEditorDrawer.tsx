import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, message, Modal, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { ProcessSelector } from '@/entities/mes/mfg-process';
import { mfgRoutingDetailQueryOptions, mfgRoutingSaveSteps, type MfgRoutingDetailData } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { AppDrawer } from '@/shared/ui/app-drawer';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { Spinner } from '@/shared/ui/spinner';
import { routingStateBadge, type MfgRouting } from '../model/routing-state';
import {
  appendProcesses,
  draftsOf,
  stepsBody,
  stepsProblem,
  totalMinutes,
  type StepDraft,
} from '../model/routing-steps';
import { StepTable } from './StepTable';

/** 详情 of a routing: its ordered steps, editable while the routing is a draft (a live one is changed by 复制). */
export function RoutingEditorDrawer({ row, onClose, refetch }: RowPanelProps<MfgRouting>) {
  const detail = useQuery(mfgRoutingDetailQueryOptions({ query: { id: row.id } }));
  return detail.data ? (
    <StepEditor routing={row} saved={detail.data} onClose={onClose} refetch={refetch} />
  ) : (
    <AppDrawer open width="large" title={`工艺路线：${row.code} ${row.name}`} onClose={onClose}>
      {detail.isError ? <Alert type="error" showIcon title={userMessageOf(detail.error)} /> : <Spinner />}
    </AppDrawer>
  );
}

interface StepEditorProps {
  routing: MfgRouting;
  saved: MfgRoutingDetailData;
  onClose: () => void;
  refetch: () => Promise<unknown>;
}

function StepEditor({ routing, saved, onClose, refetch }: StepEditorProps) {
  const readOnly = routing.state !== 'DRAFT';
  const [steps, setSteps] = useState<StepDraft[]>(() => draftsOf(saved.steps));
  const [dirty, setDirty] = useState(false);
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const nextKey = useRef(1);
  const change = (next: StepDraft[]) => {
    setSteps(next);
    setDirty(true);
    setFailure(undefined);
  };
  const close = () => {
    if (!dirty) return onClose();
    Modal.confirm({
      title: '放弃未保存的修改吗？',
      content: '工序的顺序和设置尚未保存，关闭后将丢失。',
      okText: '放弃修改',
      cancelText: '继续编辑',
      onOk: onClose,
    });
  };
  const save = async () => {
    const problem = stepsProblem(steps);
    if (problem) return setFailure(problem);
    setSaving(true);
    try {
      await mfgRoutingSaveSteps({ body: stepsBody(routing.id, steps) }, { quiet: true });
      void message.success('工序步骤已保存');
      await refetch();
      onClose();
    } catch (error) {
      setFailure(userMessageOf(error));
    } finally {
      setSaving(false);
    }
  };
  const total = totalMinutes(steps);
  return (
    <AppDrawer
      open
      width="large"
      title={`工艺路线：${routing.code} ${routing.name}`}
      onClose={close}
      footer={
        <Flex justify="space-between" align="center">
          <Typography.Text strong aria-live="polite">
            共 {steps.length} 道工序，总标准工时 {total} 分钟/件
          </Typography.Text>
          <Space>
            <Button onClick={close}>{readOnly ? '关闭' : '取消'}</Button>
            {!readOnly && (
              <Button type="primary" loading={saving} onClick={() => void save()}>
                保存
              </Button>
            )}
          </Space>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Descriptions
          size="small"
          column={3}
          items={[
            { key: 'code', label: '编码', children: routing.code },
            { key: 'version', label: '版本', children: routing.version },
            { key: 'state', label: '状态', children: routingStateBadge(routing.state) },
            {
              key: 'products',
              label: '适用产品',
              children:
                saved.products
                  .map((p) => `${p.materialCode} ${p.materialName}${p.isDefault ? '（默认）' : ''}`)
                  .join('、') || '—',
              span: 3,
            },
          ]}
        />
        {readOnly && (
          <Alert type="info" showIcon title="只有草稿可以修改工序；要修改生效或停用的路线，请先复制为新版本。" />
        )}
        {!readOnly && (
          <Flex justify="space-between" align="center">
            <Typography.Text type="secondary">
              拖动行首的手柄，或用“上移”“下移”调整顺序；序号按顺序自动重排。
            </Typography.Text>
            <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>
              添加工序
            </Button>
          </Flex>
        )}
        {failure && <Alert role="alert" type="error" showIcon title={failure} />}
        <StepTable steps={steps} onChange={change} readOnly={readOnly} />
      </Flex>
      {picking && (
        <ProcessSelector
          open
          onCancel={() => setPicking(false)}
          onOk={(processes) => {
            setPicking(false);
            change(appendProcesses(steps, processes, nextKey.current));
            nextKey.current += processes.length;
          }}
        />
      )}
    </AppDrawer>
  );
}
