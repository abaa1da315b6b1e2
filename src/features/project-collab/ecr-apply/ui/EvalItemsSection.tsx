import { Badge, Button, Table, Typography } from 'antd';
import { useState } from 'react';
import { pmEcrEvalItemEdit, usePmEcrEvalItemList } from '@/shared/api';
import { RecordFormModal } from '@/shared/ui/record-form';
import {
  CONCLUSION_OPTIONS,
  CONCLUSIONS,
  evalSchema,
  FUNCTION_LABELS,
  type EvalBody,
  type EvalFormValues,
  type EvalItem,
} from '../model/eval-item';

/** 评估: one function's conclusion and comment, by its evaluator while the change is under approval. */
function EvalDialog({ item, onClose, onSaved }: { item: EvalItem; onClose: () => void; onSaved: () => void }) {
  return (
    <RecordFormModal<EvalFormValues, EvalBody>
      title={`${FUNCTION_LABELS[item.func]}评估`}
      open
      width={560}
      columns={1}
      onClose={onClose}
      onSaved={onSaved}
      successMessage="评估已提交"
      schema={evalSchema(item.id)}
      defaultValues={{ conclusion: item.conclusion === 'PENDING' ? '' : item.conclusion, comment: item.comment ?? '' }}
      fields={[
        { name: 'conclusion', label: '评估结论', kind: 'select', required: true, options: CONCLUSION_OPTIONS },
        {
          name: 'comment',
          label: '评估意见',
          kind: 'textarea',
          maxLength: 500,
          placeholder: '有条件同意或不同意时写明条件或理由',
        },
      ]}
      onSubmit={(body) => pmEcrEvalItemEdit({ body }, { quiet: true })}
    />
  );
}

/** 职能评估: 研发、工艺、质量、采购、生产 each with its conclusion and comment (made when the request is submitted). */
export function EvalItemsSection({ ecrId }: { ecrId: string }) {
  const items = usePmEcrEvalItemList({ body: { ecrId } });
  const [editing, setEditing] = useState<EvalItem>();
  return (
    <section aria-label="职能评估" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>职能评估</Typography.Title>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        loading={items.isPending}
        dataSource={items.data ?? []}
        locale={{ emptyText: '提交后由各职能评估' }}
        columns={[
          { dataIndex: 'func', title: '职能', width: 70, render: (func: EvalItem['func']) => FUNCTION_LABELS[func] },
          { dataIndex: 'evaluatorName', title: '评估人', width: 80 },
          {
            dataIndex: 'conclusion',
            title: '结论',
            width: 120,
            render: (c: EvalItem['conclusion']) => <Badge status={CONCLUSIONS[c].badge} text={CONCLUSIONS[c].label} />,
          },
          { dataIndex: 'comment', title: '评估意见', render: (comment: string | null | undefined) => comment ?? '-' },
          {
            dataIndex: 'evalTime',
            title: '评估时间',
            width: 170,
            render: (time: string | null | undefined) => time ?? '-',
          },
          {
            key: 'action',
            title: '操作',
            width: 70,
            render: (_, item: EvalItem) =>
              item.canEdit ? (
                <Button type="link" size="small" onClick={() => setEditing(item)}>
                  评估
                </Button>
              ) : null,
          },
        ]}
      />
      {editing && (
        <EvalDialog item={editing} onClose={() => setEditing(undefined)} onSaved={() => void items.refetch()} />
      )}
    </section>
  );
}
