import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Input, Modal, Select } from 'antd';
import { useId, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { userMessageOf } from '@/shared/lib/errors';
import { FormField, FormServerError } from '@/shared/ui/form';
import { WORKFLOW_MESSAGES } from '../api/process-info';
import type { WorkflowProcInfo } from '../model/types';
import { workflowFormDefaults, workflowFormSchema, type WorkflowFormValues } from '../model/workflow-form-schema';

export interface WorkflowSubmitDialogProps {
  open: boolean;
  info: WorkflowProcInfo;
  /** Sends the submit; a rejection stays on the dialog as '提交失败：{message}'. */
  onSubmit: (values: WorkflowFormValues) => Promise<void>;
  onCancel: () => void;
  afterClose?: () => void;
}

/** 提交审批 (product.md §4.5): process name, initiator and the initiating department (the first one by default). */
export function WorkflowSubmitDialog({ open, info, onSubmit, onCancel, afterClose }: WorkflowSubmitDialogProps) {
  const formId = useId();
  const sending = useRef(false);
  const { control, handleSubmit, setError, formState } = useForm<WorkflowFormValues>({
    resolver: zodResolver(workflowFormSchema),
    defaultValues: workflowFormDefaults(info),
  });
  const departments = (info.dtUserDeptList ?? []).map((dept) => ({ value: dept.dtDeptId, label: dept.dtDeptName }));

  const send = async (values: WorkflowFormValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      setError('root.server', { type: 'server', message: WORKFLOW_MESSAGES.submitFailed(userMessageOf(error)) });
    }
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter pressed twice, or a click during a slow answer, sends once.
    if (sending.current) return;
    sending.current = true;
    try {
      await handleSubmit(send)(event);
    } finally {
      sending.current = false;
    }
  };

  const busy = formState.isSubmitting;
  return (
    <Modal
      title="提交审批"
      open={open}
      onCancel={onCancel}
      afterClose={afterClose}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ htmlType: 'submit', form: formId, loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      closable={!busy}
      keyboard={!busy}
      mask={{ closable: false }}
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} aria-label="提交审批表单">
        <Form layout="vertical" component={false}>
          <FormServerError errors={formState.errors} />
          <FormField control={control} name="procName" label="流程名称" required>
            {(field) => <Input {...field} id="procName" placeholder="请输入流程名称" maxLength={64} />}
          </FormField>
          <FormField control={control} name="dtUserName" label="发起人" required>
            {(field) => <Input {...field} id="dtUserName" placeholder="请输入发起人" maxLength={64} />}
          </FormField>
          <FormField control={control} name="dtDeptId" label="发起部门" required>
            {(field) => (
              <Select
                {...field}
                id="dtDeptId"
                value={field.value || undefined}
                onChange={(value: string | undefined) => field.onChange(value ?? '')}
                options={departments}
                placeholder="请选择发起部门"
                allowClear
              />
            )}
          </FormField>
        </Form>
      </form>
    </Modal>
  );
}
