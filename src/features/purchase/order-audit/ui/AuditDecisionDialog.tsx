import { Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { poOrderAuditApprove, poOrderAuditReject } from '@/shared/api';
import { useSave } from '@/shared/ui/form';
import { ReasonField } from '@/shared/ui/reason-field';
import { AUDIT_BIZ_TYPES, auditItems, opinionProblem, type AuditRow } from '../model/audit';

export type AuditDecision = 'approve' | 'reject';

export interface AuditDecisionDialogProps {
  decision: AuditDecision;
  rows: readonly AuditRow[];
  onClose: () => void;
  /** After the server took the decision: refetch the queue, clear the selection. */
  onDone: () => void;
}

/**
 * 通过 or 驳回 of one or several orders and changes at once, with the opinion (required to reject). A refusal (an item
 * someone else decided meanwhile) is told by the request layer; the dialog stays open with the opinion kept.
 */
export function AuditDecisionDialog({ decision, rows, onClose, onDone }: AuditDecisionDialogProps) {
  const [opinion, setOpinion] = useState('');
  const [error, setError] = useState<string>();
  const verb = decision === 'approve' ? '通过' : '驳回';
  const { saving, save } = useSave(
    () =>
      decision === 'approve'
        ? poOrderAuditApprove({ body: { items: auditItems(rows), opinion: opinion.trim() || null } })
        : poOrderAuditReject({ body: { items: auditItems(rows), opinion: opinion.trim() } }),
    { done: `已${verb} ${rows.length} 张单据` },
  );
  const submit = async () => {
    const problem = opinionProblem(decision, opinion);
    if (problem) {
      setError(problem);
      return;
    }
    if (!(await save())) return;
    onDone();
    onClose();
  };
  return (
    <Modal
      open
      title={rows.length > 1 ? `${verb}审核（${rows.length} 张）` : `${verb}审核：${rows[0]?.billNo ?? ''}`}
      okText={`确认${verb}`}
      okButtonProps={{ danger: decision === 'reject' }}
      cancelText="返回"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label={`${verb}的单据`}>
          {rows.map((row) => (
            <li key={`${row.bizType}:${row.id}`}>
              <Typography.Text>
                {AUDIT_BIZ_TYPES[row.bizType].label} {row.billNo}（{row.supplierName}）：{row.summary}
              </Typography.Text>
            </li>
          ))}
        </ul>
        <ReasonField
          id="po-audit-opinion"
          label={decision === 'approve' ? '审核意见（可不填）' : '驳回意见'}
          required={decision === 'reject'}
          maxLength={255}
          value={opinion}
          error={error}
          onChange={(next) => {
            setOpinion(next);
            setError(undefined);
          }}
        />
      </Flex>
    </Modal>
  );
}
