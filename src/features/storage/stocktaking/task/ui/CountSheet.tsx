import { Alert, Button, Flex, Space, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { scanIntoCounts, ST_COUNT_MODES, ST_COUNT_TASK_STATES, thresholdText } from '@/entities/storage/stock';
import { isApiError, stCountTaskSave, stCountTaskSubmit } from '@/shared/api';
import { DetailList } from '@/shared/ui/detail-list';
import { EditableGrid } from '@/shared/ui/editable-grid';
import { useSave } from '@/shared/ui/form';
import { StateTag } from '@/shared/ui/state-tag';
import {
  askRecount,
  cellProblems,
  countBody,
  countColumns,
  gridLineOf,
  openRecounts,
  recountLinesOf,
  recountMessage,
  uncountedProblems,
  type CountGridLine,
  type TaskDetail,
} from '../model/count-grid';

/** The server's answer naming the lines to recount (docs/design/scm-storage-2.md → 盘点任务). */
const RECOUNT = 1018501;

/** Each changed count cell that holds a scanned label gives the label's quantity to its line (scanIntoCounts). */
function withScans(
  before: readonly CountGridLine[],
  after: CountGridLine[],
): { lines: CountGridLine[]; refused: string[] } {
  let lines = after;
  const refused: string[] = [];
  after.forEach((line, row) => {
    for (const field of ['countText', 'recountText'] as const) {
      if (line[field] === before[row]?.[field]) continue;
      const scanned = scanIntoCounts(before, lines, row, field);
      lines = scanned.lines;
      if (scanned.refused) refused.push(scanned.refused);
    }
  });
  return { lines, refused };
}

/**
 * A task's count sheet (docs/design/scm-storage-2.md → 盘点任务): 实盘数 typed, pasted or scanned (a storage label
 * `{batchNo}|{materialCode}|{qty}`) into the grid; 复盘数 where a recount is asked. A blind task's answer has no book
 * quantity, and its grid has neither 账面数 nor 差异. 提交 asks a 明盘 task's recounts before sending; a blind task's
 * come back from the server (1018501) with the lines to recount, which open their 复盘 cells.
 */
export function CountSheet({ task, editable, onDone }: { task: TaskDetail; editable: boolean; onDone?: () => void }) {
  const blind = task.countMode === 'BLIND';
  const threshold = useMemo(
    () => ({ thresholdQty: task.thresholdQty, thresholdPct: task.thresholdPct }),
    [task.thresholdQty, task.thresholdPct],
  );
  const [lines, setLines] = useState(() => task.lines.map(gridLineOf));
  const [notes, setNotes] = useState<{ title: string; items: string[] }>();
  const [showAll, setShowAll] = useState(false);
  const columns = useMemo(() => countColumns(blind, editable), [blind, editable]);

  const change = useCallback(
    (next: CountGridLine[]) => {
      const scanned = withScans(lines, next);
      setLines(scanned.lines);
      if (scanned.refused.length) setNotes({ title: '扫描的标签未计入', items: scanned.refused });
    },
    [lines],
  );

  const saving = useSave((body: ReturnType<typeof countBody>) => stCountTaskSave({ body }, { quiet: true }), {
    done: '盘点数已保存',
    failurePrefix: '保存失败：',
  });
  const submitting = useSave(
    async (body: ReturnType<typeof countBody>) => {
      try {
        await stCountTaskSubmit({ body }, { quiet: true });
      } catch (error) {
        if (isApiError(error) && error.code === RECOUNT) {
          setLines((current) => askRecount(current, recountLinesOf(error.rows)));
          setNotes({
            title: '以下行需复盘',
            items: (error.rows ?? []).flatMap((row) => (row.errors ?? []).map((text) => `第 ${row.rowNum} 行 ${text}`)),
          });
        }
        throw error;
      }
    },
    { done: '盘点任务已提交，等待审批' },
  );

  const save = async () => {
    setNotes(undefined);
    const problems = cellProblems(lines);
    if (problems.length) {
      setShowAll(true);
      setNotes({ title: '盘点数有误，未保存', items: problems });
      return;
    }
    await saving.save(countBody(task.id, lines));
  };

  const submit = async () => {
    setNotes(undefined);
    setShowAll(true);
    const problems = [...cellProblems(lines), ...uncountedProblems(lines)];
    if (problems.length) {
      setNotes({ title: '还不能提交', items: problems });
      return;
    }
    const over = openRecounts(lines, threshold);
    if (over.length) {
      setLines(askRecount(lines, new Set(over.map((line) => line.lineNo))));
      setNotes({ title: '差异超过阈值，请复盘后再提交', items: over.map((line) => recountMessage(line, threshold)) });
      return;
    }
    if (await submitting.save(countBody(task.id, lines))) onDone?.();
  };

  const failure = saving.failure ?? submitting.failure;
  return (
    <>
      <DetailList
        items={[
          { label: '任务', value: task.taskNo },
          { label: '状态', value: <StateTag states={ST_COUNT_TASK_STATES} state={task.state} /> },
          { label: '盘点方式', value: <StateTag states={ST_COUNT_MODES} state={task.countMode} /> },
          { label: '盘点计划', value: `${task.planNo} ${task.planName}` },
          { label: '仓库', value: task.houseName },
          { label: '盘点人', value: task.counterName },
          { label: '库位', value: task.locationSummary },
          { label: '差异阈值', value: thresholdText(threshold) },
          { label: '退回原因', value: task.recountReason },
        ]}
      />
      {blind && (
        <Typography.Paragraph type="secondary">
          盲盘：按现场实物点数填写实盘数，账面数不显示；提交后由系统计算差异，超过阈值的行会要求复盘。
        </Typography.Paragraph>
      )}
      {notes && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={notes.title}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {notes.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          }
        />
      )}
      {failure && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={failure} />}
      <EditableGrid label="盘点明细" value={lines} onChange={change} columns={columns} showAllErrors={showAll} />
      {editable && (
        <Flex justify="space-between" align="center" style={{ marginTop: 12 }}>
          <Typography.Text type="secondary">
            可扫描库存标签（批次|物料|数量）到实盘数格子，同一批次多箱自动累加。
          </Typography.Text>
          <Space>
            <Button loading={saving.saving} onClick={() => void save()}>
              保存
            </Button>
            <Button type="primary" loading={submitting.saving} onClick={() => void submit()}>
              提交
            </Button>
          </Space>
        </Flex>
      )}
    </>
  );
}
