import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { usePermissions } from '@/entities/permission';
import { GaugeSelect } from '@/entities/quality/gauge';
import {
  limitsText,
  VALUE_JUDGEMENTS,
  type InspectionDetail,
  type InspectionLine,
} from '@/entities/quality/inspection';
import { qmIqcInspectionSaveLines } from '@/shared/api';
import { useSave } from '@/shared/ui/form';

/** '10.0（9.00–11.00）μF', '≥ 5000 MΩ': the standard value, when there is one, and the limits. */
export const limitCell = (
  line: Parameters<typeof limitsText>[0] & Pick<InspectionLine, 'standardValue' | 'uomSymbol'>,
) =>
  `${line.standardValue === null || line.standardValue === undefined ? limitsText(line) : `${line.standardValue}（${limitsText(line)}）`} ${line.uomSymbol ?? ''}`;

/** 已检 / 不合格 of a line: cells typed of its 检测数, or pieces of the whole sample. */
const progressText = (line: InspectionLine) =>
  line.perSample
    ? `${line.enteredQty} / ${line.checkQty}，NG ${line.ngQty}`
    : `已检 ${line.enteredQty} / ${line.checkQty}，不合格 ${line.ngQty}`;

/**
 * The inspection's item lines (docs/design/scm-quality.md → IQC 检验): what is checked and how, 检测数 (a per-sample
 * line's values are typed in 检验值录入; the others count 已检 / 不合格 of the whole sample), the line's OK / NG, and
 * the 量检具 each line measures with: an overdue gauge is red and cannot be picked (1017105), saved by 保存量检具.
 */
export function LinesCard({ inspection, onSaved }: { inspection: InspectionDetail; onSaved: () => void }) {
  const canSave = usePermissions().can('inspectionIqc:saveLines');
  const editable = inspection.state === 'INSPECTING' && canSave;
  const [gauges, setGauges] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(inspection.lines.map((line) => [line.id, line.gaugeId ?? null])),
  );
  const changed = inspection.lines.some((line) => (line.gaugeId ?? null) !== gauges[line.id]);
  const { saving, failure, save } = useSave(
    () =>
      qmIqcInspectionSaveLines(
        {
          body: {
            id: inspection.id,
            lines: inspection.lines.map((line) => ({
              id: line.id,
              gaugeId: gauges[line.id] ?? null,
              remark: line.remark ?? null,
            })),
          },
        },
        { quiet: true },
      ),
    { done: '已保存量检具' },
  );
  return (
    <Card
      title="检验项目"
      size="small"
      extra={
        editable && (
          <Button loading={saving} disabled={!changed} onClick={() => void save().then((ok) => ok && onSaved())}>
            保存量检具
          </Button>
        )
      }
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        aria-label="检验项目行"
        scroll={{ x: 1300 }}
        dataSource={inspection.lines}
        columns={[
          { dataIndex: 'lineNo', title: '行', width: 44 },
          { dataIndex: 'itemName', title: '检验项目', width: 140, render: (_, line) => `${line.itemName}` },
          {
            key: 'limits',
            title: '标准值 / 下限–上限',
            width: 170,
            render: (_, line) => (line.valueType === 'QUALITATIVE' ? '定性' : limitCell(line)),
          },
          {
            dataIndex: 'checkQty',
            title: '检测数',
            width: 110,
            align: 'right',
            render: (_, line) => (line.perSample ? line.checkQty : `整个样本 ${line.checkQty}`),
          },
          { key: 'progress', title: '已检 / 不合格', width: 160, render: (_, line) => progressText(line) },
          {
            dataIndex: 'result',
            title: '结论',
            width: 70,
            render: (_, line) =>
              line.result ? <Tag color={VALUE_JUDGEMENTS[line.result].color}>{line.result}</Tag> : '未录满',
          },
          {
            key: 'gauge',
            title: '量检具',
            width: 240,
            render: (_, line) =>
              editable ? (
                <GaugeSelect
                  id={`gauge-${line.id}`}
                  aria-label={`${line.itemName} 的量检具`}
                  placeholder={`量检具：${line.tool ?? '请选择'}`}
                  value={gauges[line.id] ?? null}
                  {...(line.gaugeCode ? { currentLabel: `${line.gaugeCode} ${line.gaugeName ?? ''}` } : {})}
                  onChange={(value) => setGauges((current) => ({ ...current, [line.id]: value }))}
                />
              ) : line.gaugeCode ? (
                `${line.gaugeCode} ${line.gaugeName ?? ''}`
              ) : (
                (line.tool ?? '')
              ),
          },
          { dataIndex: 'method', title: '检测方法', width: 200, ellipsis: true },
          { dataIndex: 'requirement', title: '判定要求', width: 180, ellipsis: true },
          {
            key: 'sop',
            title: '作业指导书',
            width: 160,
            render: (_, line) => (
              <Space orientation="vertical" size={0}>
                {(line.sopFiles ?? []).map((file) => (
                  <a key={file.fileId} href={file.url} target="_blank" rel="noreferrer">
                    {file.fileName}
                  </a>
                ))}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
