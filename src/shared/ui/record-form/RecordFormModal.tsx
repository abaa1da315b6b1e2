import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Form, Modal, message } from 'antd';
import { useId, type FormEvent } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { FormServerError, applyServerError } from '@/shared/ui/form';
import type { FieldConfig } from './field-config';
import { FormFields } from './FormFields';
import { UnshownErrors } from './UnshownErrors';

export interface RecordFormModalProps<TValues extends FieldValues, TBody> {
  title: string;
  open: boolean;
  onClose: () => void;
  /** The form's rules, typed against the generated request body (TBody) it produces from the inputs (TValues). */
  schema: $ZodType<TBody, TValues>;
  /** What the inputs start with (a new record's defaults, or the record being edited). */
  defaultValues: DefaultValues<TValues>;
  fields: readonly FieldConfig<TValues>[];
  /** Sends the body; call it with `{ quiet: true }` so a business failure lands on the form. */
  onSubmit: (body: TBody) => Promise<unknown>;
  /** After a successful save (refetch the list); the modal closes itself. */
  onSaved?: () => void;
  successMessage?: string;
  width?: number;
  columns?: 1 | 2;
}

/**
 * Add and edit dialogs of every master-data screen: declared fields, zod rules with Chinese messages, one
 * submit at a time, the server's failure on the form with everything typed kept, close and refetch on success.
 */
export function RecordFormModal<TValues extends FieldValues, TBody>(props: RecordFormModalProps<TValues, TBody>) {
  const { title, open, onClose, width = 800 } = props;
  const formId = useId();
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      width={width}
      destroyOnHidden
      mask={{ closable: false }}
      // The body owns the form, so its own footer knows when a save is on its way.
      footer={null}
    >
      {open && <RecordFormBody {...props} formId={formId} />}
    </Modal>
  );
}

function RecordFormBody<TValues extends FieldValues, TBody>({
  schema,
  defaultValues,
  fields,
  onSubmit,
  onSaved,
  onClose,
  successMessage = '保存成功',
  columns,
  formId,
}: RecordFormModalProps<TValues, TBody> & { formId: string }) {
  const form = useForm<TValues, unknown, TBody>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const { control, handleSubmit, setError, formState } = form;

  const save = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      applyServerError(setError, error);
      return;
    }
    void message.success(successMessage);
    onSaved?.();
    onClose();
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // A second Enter or click while the first save is on its way does nothing.
    if (formState.isSubmitting) {
      event.preventDefault();
      return;
    }
    void save(event);
  };

  // The provider lets a custom input follow another field (an area select narrowed by the chosen house).
  return (
    <FormProvider {...form}>
      <form id={formId} noValidate onSubmit={submit} aria-label="表单">
        <Form layout="vertical" component={false} disabled={formState.isSubmitting}>
          <UnshownErrors errors={formState.errors} shown={fields.map((field) => field.name)} />
          <FormFields control={control} fields={fields} columns={columns} />
          {/* By the buttons: where the user looks after 保存. */}
          <FormServerError errors={formState.errors} />
        </Form>
        <Flex justify="end" gap={8}>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            取消
          </Button>
          <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
            保存
          </Button>
        </Flex>
      </form>
    </FormProvider>
  );
}
