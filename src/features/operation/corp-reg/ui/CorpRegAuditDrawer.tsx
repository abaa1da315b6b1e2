import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form, Input, Skeleton } from 'antd';
import { useForm } from 'react-hook-form';
import { useWorkflowSubmit } from '@/entities/workflow';
import { type opCorpReg, opCorpRegAudit, useOpCorpRegDetail } from '@/shared/api';
import { AppDrawer } from '@/shared/ui/app-drawer';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { FormField, useSave } from '@/shared/ui/form';
import { LoadFailure, queryFailure } from '@/shared/ui/load-failure';
import { Notice } from '@/shared/ui/notice';
import { AUDIT_MESSAGES, approveRemark, rejectSchema, type RejectValues } from '../model/audit-form';
import { CORP_REG_BIZ_TYPE, isAuditable } from '../model/corp-reg-status';
import { CorpRegDetailBody } from './CorpRegDetailBody';

/**
 * 审核 of 注册审核: the registration with its licence and approval flow, an opinion, and 通过 (through the workflow
 * submit of product.md §4.5: with a process the initiating department is asked) or 驳回 (the opinion is then the required reason).
 */
export function CorpRegAuditDrawer({ row, onClose, refetch }: RowPanelProps<RowOf<typeof opCorpReg>>) {
  const detail = useOpCorpRegDetail({ query: { id: row.id } });
  // A failed or malformed answer (data: null) says why with 重试 (issue 28, item 8).
  const failure = queryFailure(detail, () => true);
  const reg = failure === undefined ? detail.data : undefined;
  // Only 驳回 needs the reason: 通过 reads the opinion as it is, so the form's resolver is the reject rule.
  const { control, getValues, handleSubmit } = useForm<RejectValues>({
    resolver: zodResolver(rejectSchema),
    defaultValues: { auditRemark: '' },
  });
  const done = () => {
    void refetch();
    onClose();
  };
  const workflow = useWorkflowSubmit<{ id: string }>({
    bizType: CORP_REG_BIZ_TYPE,
    submit: ({ id, hasProc, bizType, dtDeptId }, options) =>
      opCorpRegAudit(
        {
          body: {
            id,
            result: 'APPROVE',
            auditRemark: approveRemark(getValues('auditRemark')),
            hasProc,
            bizType,
            dtDeptId: dtDeptId ?? null,
          },
        },
        options,
      ),
    onSubmitted: done,
  });

  const rejecting = useSave(
    (auditRemark: string) => opCorpRegAudit({ body: { id: row.id, result: 'REJECT', auditRemark } }, { quiet: true }),
    { done: AUDIT_MESSAGES.rejected },
  );
  const reject = handleSubmit(async ({ auditRemark }) => {
    if (await rejecting.save(auditRemark)) done();
  });

  const auditable = reg ? isAuditable(reg.status) : false;
  return (
    <AppDrawer
      open
      title={`审核企业注册 - ${row.corpName}`}
      width="large"
      onClose={onClose}
      footer={
        auditable && (
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
            <Button onClick={onClose}>取消</Button>
            <Button danger loading={rejecting.saving} onClick={() => void reject()}>
              驳回
            </Button>
            <Button type="primary" loading={workflow.pending} onClick={() => void workflow.submit({ id: row.id })}>
              通过
            </Button>
          </div>
        )
      }
    >
      {detail.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {failure !== undefined && (
        <LoadFailure message={`获取详情失败：${failure}`} onRetry={() => void detail.refetch()} />
      )}
      {reg && <CorpRegDetailBody reg={reg} columns={3} />}
      {reg && !auditable && <Alert type="info" showIcon title="该注册申请不在待审核状态，无需审核" />}
      {auditable && (
        <form noValidate aria-label="审核意见" onSubmit={(event) => event.preventDefault()} style={{ marginTop: 16 }}>
          <Form layout="vertical" component={false}>
            {rejecting.failure && (
              <div style={{ marginBottom: 16 }}>
                <Notice type="error">{rejecting.failure}</Notice>
              </div>
            )}
            <FormField control={control} name="auditRemark" label="审核意见（驳回时必填）">
              {(field) => (
                <Input.TextArea
                  {...field}
                  id="auditRemark"
                  rows={3}
                  maxLength={255}
                  showCount
                  placeholder="通过可不填；驳回请写明原因，申请人将看到"
                />
              )}
            </FormField>
          </Form>
        </form>
      )}
      {workflow.dialog}
    </AppDrawer>
  );
}
