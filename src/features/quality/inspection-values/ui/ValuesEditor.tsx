import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, InputNumber, message, Result, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '@/entities/permission';
import { DefectRecordDialog, INSPECTION_STATES, type InspectionLine } from '@/entities/quality/inspection';
import { inspectionRoute } from '@/entities/quality/iqc-apply';
import { qmIqcDefectListQueryOptions, qmIqcInspectionSaveValues, qmIqcInspectionValueList } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { EditableGrid } from '@/shared/ui/editable-grid';
import { useSave } from '@/shared/ui/form';
import { Spinner } from '@/shared/ui/spinner';
import {
  changedCells,
  changedCounts,
  countLines,
  countProblem,
  countsOf,
  ngSamples,
  perSampleLines,
  sampleRows,
  type Counts,
  type SampleRow,
  type ValueGrid,
} from '../model/value-grid';
import { ngRule, valueColumns } from './value-columns';

/** 已检 / 不合格 of the lines checked on the whole sample (a visual check of 315 capacitors). */
function CountLines({
  lines,
  counts,
  onChange,
  readOnly,
}: {
  lines: readonly InspectionLine[];
  counts: Counts;
  onChange: (counts: Counts) => void;
  readOnly: boolean;
}) {
  const set = (lineId: string, key: 'inspectedQty' | 'ngQty', value: number | null) => {
    const current = counts[lineId] ?? { inspectedQty: null, ngQty: null };
    onChange({ ...counts, [lineId]: { ...current, [key]: value } });
  };
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="id"
      aria-label="只记数的检验项目"
      dataSource={[...lines]}
      columns={[
        { dataIndex: 'lineNo', title: '行', width: 48 },
        { dataIndex: 'itemName', title: '检验项目' },
        { dataIndex: 'requirement', title: '判定要求' },
        { dataIndex: 'checkQty', title: '样本量', align: 'right' },
        ...(['inspectedQty', 'ngQty'] as const).map((key) => ({
          key,
          title: key === 'inspectedQty' ? '已检' : '不合格',
          render: (_: unknown, line: InspectionLine) => (
            <InputNumber
              aria-label={`${line.itemName} ${key === 'inspectedQty' ? '已检' : '不合格'}`}
              min={0}
              max={1000000}
              precision={0}
              disabled={readOnly}
              value={counts[line.id]?.[key] ?? null}
              onChange={(value) => set(line.id, key, value ?? null)}
            />
          ),
        })),
      ]}
    />
  );
}

function Editor({ grid }: { grid: ValueGrid }) {
  const navigate = useNavigate();
  const canSave = usePermissions().can('inspectionValues:save');
  const judged = grid.state === 'JUDGED';
  const lines = useMemo(() => perSampleLines(grid), [grid]);
  const counted = useMemo(() => countLines(grid), [grid]);
  const [baseline, setBaseline] = useState(() => sampleRows(grid));
  const [rows, setRows] = useState<SampleRow[]>(baseline);
  const [countBase, setCountBase] = useState(() => countsOf(grid));
  const [counts, setCounts] = useState(countBase);
  const [problem, setProblem] = useState<string>();
  const [defectOf, setDefectOf] = useState<{ line: InspectionLine; samples: number[] } | null>(null);
  const columns = useMemo(() => valueColumns(lines, judged), [lines, judged]);
  const rule = useMemo(() => ngRule(lines), [lines]);
  const { saving, failure, save } = useSave((body: Parameters<typeof qmIqcInspectionSaveValues>[0]['body']) =>
    qmIqcInspectionSaveValues({ body }, { quiet: true }),
  );
  const submit = async () => {
    const found = counted
      .map((line) => countProblem(line, counts[line.id] ?? { inspectedQty: null, ngQty: null }))
      .find(Boolean);
    setProblem(found);
    if (found) return;
    const values = changedCells(lines, baseline, rows);
    const countCells = changedCounts(countBase, counts);
    if (values.length === 0 && countCells.length === 0) {
      void message.info('没有改动的检验值');
      return;
    }
    if (await save({ id: grid.inspectionId, values, counts: countCells })) {
      // The saved cells are the new baseline: the next save sends only what changes after this one.
      setBaseline(rows);
      setCountBase(counts);
      void message.success(`已保存 ${values.length + countCells.length} 处检验值`);
    }
  };
  // A sample already in a defect record of its line is not offered again: a piece is counted once.
  const recorded = useQuery(qmIqcDefectListQueryOptions({ query: { inspectionId: grid.inspectionId } }));
  const ngLines = lines
    .map((line) => {
      const known = new Set((recorded.data ?? []).filter((d) => d.lineId === line.id).flatMap((d) => d.sampleNos));
      return { line, samples: ngSamples(line, rows).filter((no) => !known.has(no)) };
    })
    .filter((entry) => entry.samples.length > 0 && entry.line.defectId);
  const state = INSPECTION_STATES[grid.state];
  return (
    <Space orientation="vertical" size="middle" style={{ display: 'flex' }}>
      <Card
        size="small"
        title={
          <Space>
            {`检验值：${grid.inspectionNo}`}
            <Tag color={state.color}>{state.label}</Tag>
          </Space>
        }
        extra={<Button onClick={() => navigate(inspectionRoute(grid.inspectionId))}>打开检验单</Button>}
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="物料">{`${grid.materialCode ?? ''} ${grid.materialName ?? ''}`}</Descriptions.Item>
          <Descriptions.Item label="样本量">{grid.sampleQty}</Descriptions.Item>
          <Descriptions.Item label="录入">
            {lines.map((line) => `${line.itemName} ${line.enteredQty}/${line.checkQty}`).join('，')}
          </Descriptions.Item>
        </Descriptions>
        {judged && <Alert type="info" showIcon title="检验单已判定，检验值不能再改" />}
      </Card>
      <Card size="small" title="逐个样本录入（可从 Excel 粘贴）">
        <EditableGrid
          label="检验值"
          value={rows}
          onChange={setRows}
          columns={columns}
          lineRule={rule}
          showAllErrors
          visibleRows={16}
        />
      </Card>
      {counted.length > 0 && (
        <Card size="small" title="整个样本只记数的项目">
          <CountLines lines={counted} counts={counts} onChange={setCounts} readOnly={judged} />
        </Card>
      )}
      {(problem ?? failure) && <Alert type="error" showIcon title={problem ?? `保存失败：${failure ?? ''}`} />}
      {!judged && canSave && (
        <Button type="primary" loading={saving} onClick={() => void submit()}>
          保存
        </Button>
      )}
      {!judged && ngLines.length > 0 && (
        <Card size="small" title="NG 样本：记录缺陷">
          <Typography.Paragraph type="secondary">
            NG 的检验值不会自动成为缺陷记录：确认数量后按检验项目的默认缺陷代码记录（已记录过的样本不再列出）。
          </Typography.Paragraph>
          <Space wrap>
            {ngLines.map(({ line, samples }) => (
              <Button key={line.id} onClick={() => setDefectOf({ line, samples })}>
                {`记录缺陷：${line.itemName} ${line.defectCode ?? ''} ${line.defectName ?? ''}（样本 ${samples.join('、')}）`}
              </Button>
            ))}
          </Space>
        </Card>
      )}
      {defectOf && (
        <DefectRecordDialog
          inspectionId={grid.inspectionId}
          sampleQty={grid.sampleQty}
          lines={grid.lines}
          initial={{
            lineId: defectOf.line.id,
            defectId: defectOf.line.defectId ?? '',
            qty: defectOf.samples.length,
            sampleNos: defectOf.samples,
            description: `${defectOf.line.itemName} NG：样本 ${defectOf.samples.join('、')}`,
          }}
          onClose={() => setDefectOf(null)}
          onSaved={() => {
            setDefectOf(null);
            void recorded.refetch();
          }}
        />
      )}
    </Space>
  );
}

/**
 * 检验值录入 of one inspection (`?id=`, docs/design/scm-quality.md → 检验值录入): one row per sample, one column per
 * per-sample line, OK / NG as typed, paste from Excel, the count lines below; 保存 sends only the changed cells and
 * shows the server's refusal naming line and sample; the NG samples are offered as the line's default defect.
 */
export function ValuesEditor({ id }: { id: string }) {
  const list = useQuery({
    queryKey: ['scm', 'qmIqcInspectionValueList', { query: { id } }],
    queryFn: ({ signal }) => qmIqcInspectionValueList({ query: { id } }, { quiet: true, signal }),
    retry: false,
    // Typed values are the screen's until saved: a refetch must not replace them.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (list.isLoading) return <Spinner />;
  if (list.error || !list.data) {
    return (
      <Result status="warning" title="不能打开检验值" subTitle={list.error ? userMessageOf(list.error) : undefined} />
    );
  }
  return <Editor grid={list.data} />;
}
