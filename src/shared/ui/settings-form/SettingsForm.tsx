import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Form, message } from 'antd';
import type { FormEvent, ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import { FormServerError, applyServerError } from '@/shared/ui/form';
import { FormFields, type FieldConfig } from '@/shared/ui/record-form';

export interface SettingsFormProps<V extends FieldValues, B> {
  /** Names the form for assistive technology ('邮件服务器设置'). */
  label: string;
  schema: z.ZodMiniType<B, V>;
  values: V;
  fields: readonly FieldConfig<V>[];
  /** Without the edit permission the fields are read-only and there is no 保存. */
  editable: boolean;
  /** The save call (quiet: a refusal lands on the form); resolves when saved. */
  save: (body: B) => Promise<unknown>;
  /** Buttons after 保存 and 重置 (测试发送, 测试连接…). */
  extra?: ReactNode;
}

/**
 * One settings record edited in place (SMTP, DingTalk…): the declared fields, 保存 and 重置. A refusal lands on the
 * form and nothing typed is lost; a save shows 保存成功 and the caller refetches (its key restarts the form).
 */
export function SettingsForm<V extends FieldValues, B>({
  label,
  schema,
  values,
  fields,
  editable,
  save,
  extra,
}: SettingsFormProps<V, B>) {
  const { control, handleSubmit, setError, reset, formState } = useForm<V, unknown, B>({
    resolver: zodResolver(schema),
    defaultValues: values as DefaultValues<V>,
  });
  const submit = handleSubmit(async (body) => {
    try {
      await save(body);
    } catch (error) {
      applyServerError(setError, error);
      return;
    }
    void message.success('保存成功');
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A second click while the save is on its way does nothing.
    if (formState.isSubmitting) {
      event.preventDefault();
      return;
    }
    void submit(event);
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} style={{ maxWidth: 880 }}>
      <Form layout="vertical" component={false} disabled={!editable || formState.isSubmitting}>
        <FormServerError errors={formState.errors} />
        <FormFields control={control} fields={fields} />
      </Form>
      <Flex gap={8} wrap>
        {editable && (
          <>
            <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
              保存
            </Button>
            <Button onClick={() => reset()} disabled={formState.isSubmitting}>
              重置
            </Button>
          </>
        )}
        {extra}
      </Flex>
    </form>
  );
}
