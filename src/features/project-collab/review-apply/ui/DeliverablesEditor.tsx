import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Input, Typography } from 'antd';
import { useFormContext, type ControllerRenderProps } from 'react-hook-form';
import type { pmReview } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import { MAX_DELIVERABLES } from '../model/review-rules';

type ReviewFormValues = FormValues<typeof pmReview>;

/** 交付物清单: one row per deliverable — its name and whether it is done; add and remove rows. */
export function DeliverablesEditor({ field }: { field: ControllerRenderProps<ReviewFormValues, 'deliverables'> }) {
  const { formState } = useFormContext<ReviewFormValues>();
  const rows = field.value;
  const errors = formState.errors.deliverables;
  const update = (index: number, patch: Partial<(typeof rows)[number]>) =>
    field.onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <div id="deliverables" role="group" aria-label="交付物清单">
      {rows.map((row, index) => {
        const message = errors?.[index]?.name?.message;
        return (
          <Flex key={index} gap={8} align="start" style={{ marginBottom: 8 }}>
            <div style={{ flex: 1 }}>
              <Input
                aria-label={`第 ${index + 1} 项交付物名称`}
                status={message ? 'error' : undefined}
                value={row.name}
                maxLength={64}
                placeholder="如 DFMEA、DV 试验报告"
                onChange={(event) => update(index, { name: event.target.value })}
              />
              {message && <Typography.Text type="danger">{message}</Typography.Text>}
            </div>
            <Checkbox
              style={{ marginTop: 5 }}
              checked={row.done}
              onChange={(event) => update(index, { done: event.target.checked })}
            >
              已完成
            </Checkbox>
            <Button
              aria-label={`删除第 ${index + 1} 项交付物`}
              icon={<DeleteOutlined />}
              disabled={rows.length === 1}
              onClick={() => field.onChange(rows.filter((_, i) => i !== index))}
            />
          </Flex>
        );
      })}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={rows.length >= MAX_DELIVERABLES}
        onClick={() => field.onChange([...rows, { name: '', done: false }])}
      >
        添加交付物
      </Button>
    </div>
  );
}
