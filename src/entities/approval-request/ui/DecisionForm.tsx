import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Form, Input, message } from 'antd';
import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, FormServerError, applyServerError } from '@/shared/ui/form';
import {
  approveOpinionSchema,
  OPINION_MAX,
  OPINION_MESSAGES,
  rejectOpinionSchema,
  type RejectOpinionValues,
} from '../model/opinion';

export interface Decision {
  /** The generated approve call with the opinion (null when none). */
  approve: (opinion: string | null) => Promise<unknown>;
  /** The generated reject call with the required reason. */
  reject: (opinion: string) => Promise<unknown>;
}

/**
 * 审批意见 with 驳回 and 通过: 驳回 needs the reason (the applicant reads it), 通过 takes the opinion as it is. A server
 * refusal (not the approver any more, already decided) lands on the form; what was typed stays. The opinion goes in
 * the panel's body, the two buttons in its footer (always in reach however long the request).
 */
export function useDecisionForm(
  { approve, reject }: Decision,
  onDone: () => void,
): { opinion: ReactElement; buttons: ReactElement } {
  const [busy, setBusy] = useState<'approve' | 'reject'>();
  // The reject rule is the resolver (the stricter one); 通过 reads the opinion through its own rule.
  const { control, handleSubmit, getValues, setError, formState } = useForm<RejectOpinionValues>({
    resolver: zodResolver(rejectOpinionSchema),
    defaultValues: { opinion: '' },
  });
  const run = async (kind: 'approve' | 'reject', call: () => Promise<unknown>) => {
    setBusy(kind);
    try {
      await call();
      void message.success(kind === 'approve' ? OPINION_MESSAGES.approved : OPINION_MESSAGES.rejected);
      onDone();
    } catch (error) {
      applyServerError(setError, error);
    } finally {
      setBusy(undefined);
    }
  };
  const onReject = handleSubmit(({ opinion }) => run('reject', () => reject(opinion)));
  const onApprove = () => {
    const parsed = approveOpinionSchema.safeParse({ opinion: getValues('opinion') });
    if (!parsed.success) {
      setError('opinion', { message: parsed.error.issues[0]?.message ?? OPINION_MESSAGES.tooLong });
      return;
    }
    void run('approve', () => approve(parsed.data.opinion));
  };
  const opinion = (
    <form noValidate aria-label="审批意见" onSubmit={(event) => event.preventDefault()} style={{ marginTop: 24 }}>
      <Form layout="vertical" component={false}>
        <FormServerError errors={formState.errors} />
        <FormField control={control} name="opinion" label="审批意见（驳回时必填）">
          {(field) => (
            <Input.TextArea
              {...field}
              id="opinion"
              rows={3}
              maxLength={OPINION_MAX}
              showCount
              placeholder="通过可不填；驳回请写明原因，申请人将看到"
            />
          )}
        </FormField>
      </Form>
    </form>
  );
  const buttons = (
    <Flex justify="flex-end" gap={8}>
      <Button danger loading={busy === 'reject'} disabled={busy === 'approve'} onClick={() => void onReject()}>
        驳回
      </Button>
      <Button type="primary" loading={busy === 'approve'} disabled={busy === 'reject'} onClick={onApprove}>
        通过
      </Button>
    </Flex>
  );
  return { opinion, buttons };
}
