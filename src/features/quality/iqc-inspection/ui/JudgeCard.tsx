import { Alert, Button, Card, Descriptions, Form, Input, Radio, Tag } from 'antd';
import { useState } from 'react';
import { usePermissions } from '@/entities/permission';
import {
  judgementProblem,
  type InspectionDetail,
  type JudgeResult,
  type TallyRow,
} from '@/entities/quality/inspection';
import { IQC_RESULTS } from '@/entities/quality/iqc-apply';
import { qmIqcInspectionJudge } from '@/shared/api';
import { useSave } from '@/shared/ui/form';

/** '第 1 行 电容量 16 / 32': the lines not yet inspected to their 检测数 (the server refuses the judgement: 1017116). */
const unfinished = (inspection: InspectionDetail) =>
  inspection.lines
    .filter((line) => line.enteredQty < line.checkQty)
    .map((line) => `第 ${line.lineNo} 行 ${line.itemName} ${line.enteredQty} / ${line.checkQty}`);

/**
 * 判定 (docs/design/scm-quality.md → IQC 检验): 合格 is refused while a class has reached Re, 不合格 needs its
 * 判定说明 (1017108), both before anything is sent; the server also refuses values not all typed (1017116), said
 * here in its words with everything typed kept. A judged inspection shows its judgement.
 */
export function JudgeCard({
  inspection,
  tally,
  onSaved,
}: {
  inspection: InspectionDetail;
  tally: readonly TallyRow[];
  onSaved: () => void;
}) {
  const canJudge = usePermissions().can('inspectionIqc:judge');
  const [result, setResult] = useState<JudgeResult>();
  const [conclusion, setConclusion] = useState('');
  const [problem, setProblem] = useState<string>();
  const { saving, failure, save } = useSave(
    () =>
      qmIqcInspectionJudge(
        { body: { id: inspection.id, result: result ?? 'PASS', conclusion: conclusion.trim() || null } },
        { quiet: true },
      ),
    { done: `已判定 ${inspection.inspectionNo}` },
  );
  if (inspection.state === 'JUDGED') {
    return (
      <Card title="判定" size="small">
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="判定">
            {inspection.result && (
              <Tag color={IQC_RESULTS[inspection.result].color}>{IQC_RESULTS[inspection.result].label}</Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label="判定人">{inspection.judgeName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="判定时间">{inspection.judgeTime ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="判定说明" span={3}>
            {inspection.conclusion ?? '-'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
    );
  }
  if (!canJudge) return null;
  const missing = unfinished(inspection);
  const submit = async () => {
    const found = judgementProblem(result, conclusion, tally);
    setProblem(found);
    if (found) return;
    if (await save()) onSaved();
  };
  return (
    <Card title="判定" size="small">
      {missing.length > 0 && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={`尚未检完：${missing.join('；')}`} />
      )}
      <Form layout="vertical" component="div">
        <Form.Item label="判定结果" required>
          <Radio.Group
            value={result}
            onChange={(event) => {
              setResult(event.target.value as JudgeResult);
              setProblem(undefined);
            }}
            options={[
              { value: 'PASS', label: '合格' },
              { value: 'REJECT', label: '不合格' },
            ]}
          />
        </Form.Item>
        <Form.Item label="判定说明" htmlFor="judge-conclusion" required={result === 'REJECT'}>
          <Input.TextArea
            id="judge-conclusion"
            rows={2}
            maxLength={500}
            placeholder="不合格须写明原因，如：插针弯曲（严重缺陷）3 个，达到拒收数 Re 3"
            value={conclusion}
            onChange={(event) => setConclusion(event.target.value)}
          />
        </Form.Item>
      </Form>
      {(problem ?? failure) && <Alert type="error" showIcon title={problem ?? failure} style={{ marginBottom: 12 }} />}
      <Button type="primary" loading={saving} onClick={() => void submit()}>
        确认判定
      </Button>
    </Card>
  );
}
