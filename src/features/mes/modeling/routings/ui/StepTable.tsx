import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Checkbox, InputNumber, Select, Space, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { TIME_UNIT_NAMES } from '@/entities/mes/mfg-process';
import { LineSelect } from '@/entities/production-line';
import { moveStep, seqAt, type StepDraft } from '../model/routing-steps';
import { SortableStepRow, StepDragHandle } from './SortableStepRow';

const LINK_TYPES = [
  { value: 'FS', label: 'FS 完成-开始' },
  { value: 'SS', label: 'SS 开始-开始' },
];

export interface StepTableProps {
  steps: StepDraft[];
  onChange: (steps: StepDraft[]) => void;
  readOnly: boolean;
}

/** The routing's ordered steps: drag a row by its handle, or 上移/下移, to reorder; 序号 follows the order. */
export function StepTable({ steps, onChange, readOnly }: StepTableProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const patch = (key: string, change: Partial<StepDraft>) =>
    onChange(steps.map((s) => (s.key === key ? { ...s, ...change } : s)));
  const move = (from: number, to: number) => onChange(moveStep(steps, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      steps.findIndex((s) => s.key === active.id),
      steps.findIndex((s) => s.key === over.id),
    );
  };
  const name = (s: StepDraft, i: number) => `序号 ${seqAt(i)} ${s.processName}`;
  const columns: ColumnsType<StepDraft> = [
    {
      key: 'drag',
      width: 44,
      align: 'center',
      render: (_v, s, i) => <StepDragHandle label={`拖动排序：${name(s, i)}`} disabled={readOnly} />,
    },
    { key: 'seq', title: '序号', width: 56, render: (_v, _s, i) => seqAt(i) },
    { key: 'process', title: '工序', width: 140, render: (_v, s) => `${s.processCode} ${s.processName}` },
    {
      key: 'line',
      title: '工作中心/产线',
      width: 160,
      render: (_v, s, i) =>
        readOnly ? (
          (s.lineName ?? '—')
        ) : (
          <LineSelect
            id={`step-line-${s.key}`}
            value={s.lineId}
            onChange={(lineId) => patch(s.key, { lineId })}
            placeholder="不指定"
            aria-label={`${name(s, i)} 工作中心`}
          />
        ),
    },
    {
      key: 'stdTime',
      title: '标准工时',
      width: 140,
      render: (_v, s, i) =>
        readOnly ? (
          `${s.stdTime} ${TIME_UNIT_NAMES[s.timeUnit]}`
        ) : (
          <InputNumber
            aria-label={`${name(s, i)} 标准工时`}
            min={0}
            precision={2}
            value={s.stdTime}
            onChange={(value) => patch(s.key, { stdTime: value ?? 0 })}
            suffix={TIME_UNIT_NAMES[s.timeUnit]}
            style={{ width: '100%' }}
          />
        ),
    },
    {
      key: 'keyStep',
      title: '关键工序',
      width: 76,
      align: 'center',
      render: (_v, s, i) => (
        <Checkbox
          aria-label={`${name(s, i)} 是否关键工序`}
          checked={s.keyStep}
          disabled={readOnly}
          onChange={(e) => patch(s.key, { keyStep: e.target.checked })}
        />
      ),
    },
    {
      key: 'checkpoint',
      title: '检验点',
      width: 72,
      align: 'center',
      render: (_v, s, i) => (
        <Checkbox
          aria-label={`${name(s, i)} 是否检验点`}
          checked={s.checkpoint}
          disabled={readOnly}
          onChange={(e) => patch(s.key, { checkpoint: e.target.checked })}
        />
      ),
    },
    {
      key: 'linkType',
      title: '下道工序关系',
      width: 140,
      render: (_v, s, i) =>
        i === steps.length - 1 ? (
          '—'
        ) : readOnly ? (
          s.linkType
        ) : (
          <Select
            aria-label={`${name(s, i)} 下道工序关系`}
            value={s.linkType}
            options={LINK_TYPES}
            onChange={(linkType) => patch(s.key, { linkType })}
            style={{ width: '100%' }}
          />
        ),
    },
  ];
  if (!readOnly)
    columns.push({
      key: 'actions',
      title: '操作',
      width: 108,
      render: (_v, s, i) => (
        <Space size={0}>
          <Tooltip title="上移">
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={`上移：${name(s, i)}`}
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
            />
          </Tooltip>
          <Tooltip title="下移">
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={`下移：${name(s, i)}`}
              disabled={i === steps.length - 1}
              onClick={() => move(i, i + 1)}
            />
          </Tooltip>
          <Tooltip title="移除">
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`移除：${name(s, i)}`}
              onClick={() => onChange(steps.filter((x) => x.key !== s.key))}
            />
          </Tooltip>
        </Space>
      ),
    });
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={steps.map((s) => s.key)} strategy={verticalListSortingStrategy}>
        <Table<StepDraft>
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={steps}
          pagination={false}
          components={{ body: { row: SortableStepRow } }}
          scroll={{ x: 'max-content' }}
        />
      </SortableContext>
    </DndContext>
  );
}
