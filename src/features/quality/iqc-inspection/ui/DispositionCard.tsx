import { Alert, Button, Card, Descriptions, Form, Input, InputNumber, Radio, Space, Tag } from 'antd';
import { useState } from 'react';
import { usePermissions } from '@/entities/permission';
import { useWorkflowSubmit } from '@/entities/workflow';
import {
  CONCESSION_STATES,
  DISPOSE_KINDS,
  DispositionTag,
  sortProblem,
  type DisposeKind,
  type InspectionDetail,
} from '@/entities/quality/inspection';
import { DISPOSITIONS } from '@/entities/quality/iqc-apply';
import {
  qmIqcInspectionConcessionApprove,
  qmIqcInspectionConcessionReject,
  qmIqcInspectionConcessionSubmit,
  qmIqcInspectionDispose,
} from '@/shared/api';
import { ApprovalFlowSection } from '@/shared/ui/approval-flow';
import { useSave } from '@/shared/ui/form';
import { lotQtyText } from './inspection-columns';

type Choice = DisposeKind | 'CONCESSION';

/** 退货 / 挑选 / 报废 of a 待处置 lot, or 特采 through the workflow submit (bizType QM_CONCESSION). */
function DisposeForm({ inspection, onSaved }: { inspection: InspectionDetail; onSaved: () => void }) {
  const [choice, setChoice] = useState<Choice>();
  const [accepted, setAccepted] = useState<number | null>(null);
  const [rejected, setRejected] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string>();
  const dispose = useSave(
    (disposition: DisposeKind) =>
      qmIqcInspectionDispose(
        {
          body: {
            id: inspection.id,
            disposition,
            acceptedQty: disposition === 'SORT' ? accepted : null,
            rejectedQty: disposition === 'SORT' ? rejected : null,
            remark: remark.trim() || null,
          },
        },
        { quiet: true },
      ),
    { done: `已处置 ${inspection.inspectionNo}` },
  );
  const concession = useWorkflowSubmit<{ id: string; reason: string }>({
    bizType: 'QM_CONCESSION',
    submit: (params, options) =>
      qmIqcInspectionConcessionSubmit({ body: { ...params, dtDeptId: params.dtDeptId ?? null } }, options),
    onSubmitted: onSaved,
  });
  const submit = async () => {
    if (!choice) return setProblem('请选择处置方式');
    if (choice === 'CONCESSION') {
      if (!remark.trim()) return setProblem('特采须写明理由：用途、风险与措施');
      setProblem(undefined);
      return concession.submit({ id: inspection.id, reason: remark.trim() });
    }
    const found =
      choice === 'SORT' ? sortProblem(inspection.lotQty, inspection.uomPrecision, accepted, rejected) : undefined;
    setProblem(found);
    if (found) return;
    if (await dispose.save(choice)) onSaved();
  };
  const step = inspection.uomPrecision > 0 ? 10 ** -inspection.uomPrecision : 1;
  return (
    <>
      <Form layout="vertical" component="div">
        <Form.Item label="处置方式" required>
          <Radio.Group
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value as Choice);
              setProblem(undefined);
            }}
            options={(Object.keys(DISPOSE_KINDS) as Choice[]).map((value) => ({ value, label: DISPOSE_KINDS[value] }))}
          />
        </Form.Item>
        {choice === 'SORT' && (
          <Space wrap>
            <Form.Item label={`合格数（${inspection.uomName}）`} htmlFor="sort-accepted" required>
              <InputNumber
                id="sort-accepted"
                min={0}
                step={step}
                precision={inspection.uomPrecision}
                value={accepted}
                onChange={(v) => {
                  setAccepted(v ?? null);
                  setProblem(undefined);
                }}
              />
            </Form.Item>
            <Form.Item label={`不合格数（${inspection.uomName}）`} htmlFor="sort-rejected" required>
              <InputNumber
                id="sort-rejected"
                min={0}
                step={step}
                precision={inspection.uomPrecision}
                value={rejected}
                onChange={(v) => {
                  setRejected(v ?? null);
                  setProblem(undefined);
                }}
              />
            </Form.Item>
            <span>{`批量 ${lotQtyText(inspection, inspection.lotQty)}`}</span>
          </Space>
        )}
        <Form.Item
          label={choice === 'CONCESSION' ? '特采理由' : '处置说明'}
          htmlFor="dispose-remark"
          required={choice === 'CONCESSION'}
        >
          <Input.TextArea
            id="dispose-remark"
            rows={2}
            maxLength={choice === 'CONCESSION' ? 500 : 255}
            placeholder={choice === 'CONCESSION' ? '用途、风险与措施' : undefined}
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
          />
        </Form.Item>
      </Form>
      {(problem ?? dispose.failure) && (
        <Alert type="error" showIcon title={problem ?? dispose.failure} style={{ marginBottom: 12 }} />
      )}
      <Button type="primary" loading={dispose.saving || concession.pending} onClick={() => void submit()}>
        {choice === 'CONCESSION' ? '提交特采申请' : '确认处置'}
      </Button>
      {concession.dialog}
    </>
  );
}

/** 通过 / 驳回 of a concession approved in the platform (驳回 needs its opinion and brings the lot back to 待处置). */
function ConcessionDecision({ inspection, onSaved }: { inspection: InspectionDetail; onSaved: () => void }) {
  const [opinion, setOpinion] = useState('');
  const [problem, setProblem] = useState<string>();
  const decide = useSave(
    (approve: boolean) =>
      approve
        ? qmIqcInspectionConcessionApprove(
            { body: { id: inspection.id, opinion: opinion.trim() || null } },
            { quiet: true },
          )
        : qmIqcInspectionConcessionReject({ body: { id: inspection.id, opinion: opinion.trim() } }, { quiet: true }),
    { done: '已审批特采申请' },
  );
  const run = async (approve: boolean) => {
    if (!approve && !opinion.trim()) return setProblem('驳回须写审批意见');
    setProblem(undefined);
    if (await decide.save(approve)) onSaved();
  };
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="审批意见" htmlFor="concession-opinion">
        <Input.TextArea
          id="concession-opinion"
          rows={2}
          maxLength={255}
          value={opinion}
          onChange={(e) => setOpinion(e.target.value)}
        />
      </Form.Item>
      {(problem ?? decide.failure) && (
        <Alert type="error" showIcon title={problem ?? decide.failure} style={{ marginBottom: 12 }} />
      )}
      <Space>
        <Button type="primary" loading={decide.saving} onClick={() => void run(true)}>
          通过
        </Button>
        <Button danger loading={decide.saving} onClick={() => void run(false)}>
          驳回
        </Button>
      </Space>
    </Form>
  );
}

/**
 * 处置 of a rejected lot (docs/design/scm-quality.md → IQC 检验): 待处置 offers 退货, 挑选 (合格数 + 不合格数 = 批量),
 * 报废 and 特采; a concession shows its approval flow, decided here when approved in the platform; a disposed lot
 * shows what was done.
 */
export function DispositionCard({ inspection, onSaved }: { inspection: InspectionDetail; onSaved: () => void }) {
  const can = usePermissions().can;
  if (inspection.result !== 'REJECT') return null;
  const { concession } = inspection;
  return (
    <Card
      title={
        <Space>
          处置
          <DispositionTag value={inspection.dispositionState} />
        </Space>
      }
      size="small"
    >
      {inspection.dispositionState === 'DONE' && (
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="处置">
            {inspection.disposition ? DISPOSITIONS[inspection.disposition] : '-'}
          </Descriptions.Item>
          <Descriptions.Item label="放行 / 不合格">
            {inspection.acceptedQty !== null && inspection.acceptedQty !== undefined
              ? `${lotQtyText(inspection, inspection.acceptedQty)} / ${lotQtyText(inspection, inspection.rejectedQty ?? 0)}`
              : '-'}
          </Descriptions.Item>
          <Descriptions.Item label="处置人">{`${inspection.disposedBy ?? '-'} ${inspection.disposedTime ?? ''}`}</Descriptions.Item>
          <Descriptions.Item label="处置说明" span={3}>
            {inspection.dispositionRemark ?? '-'}
          </Descriptions.Item>
        </Descriptions>
      )}
      {concession && (
        <>
          <Descriptions size="small" column={3} title="特采申请">
            <Descriptions.Item label="状态">
              <Tag color={CONCESSION_STATES[concession.state].color}>{CONCESSION_STATES[concession.state].label}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="申请人">{`${concession.submitterName} ${concession.submitTime}`}</Descriptions.Item>
            <Descriptions.Item label="审批">
              {concession.hasProc ? `钉钉：${concession.procName ?? ''}` : '平台内审批'}
            </Descriptions.Item>
            <Descriptions.Item label="特采理由" span={3}>
              {concession.reason}
            </Descriptions.Item>
            {concession.deciderName && (
              <Descriptions.Item label="审批结果" span={3}>
                {`${concession.deciderName} ${concession.decidedTime ?? ''} ${concession.opinion ?? ''}`}
              </Descriptions.Item>
            )}
          </Descriptions>
          <ApprovalFlowSection nodes={concession.flowNodes} />
          {concession.state === 'APPROVING' && !concession.hasProc && can('inspectionIqc:concessionApprove') && (
            <ConcessionDecision inspection={inspection} onSaved={onSaved} />
          )}
        </>
      )}
      {inspection.dispositionState === 'PENDING' && can('inspectionIqc:dispose') && (
        <DisposeForm inspection={inspection} onSaved={onSaved} />
      )}
    </Card>
  );
}
