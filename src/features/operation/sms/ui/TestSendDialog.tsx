import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Descriptions, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { type opSmsTemplate, opSmsTemplateTestSend, type OpSmsTemplateTestSendData } from '@/shared/api';
import { requiredPattern, requiredText } from '@/shared/lib/form-rules';
import { FormField, FormServerError, applyServerError } from '@/shared/ui/form';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { renderTemplate, templateVariables } from '../model/template-variables';

const MOBILE = /^1[3-9]\d{9}$/;

/** The dialog's rules: the mobile, and a value for each of the template's variables. */
export function testSendSchema(variables: readonly string[]) {
  return z.object({
    mobile: requiredPattern('手机号', 11, MOBILE, '手机号格式不正确'),
    values: z.object(Object.fromEntries(variables.map((name) => [name, requiredText(`变量 ${name} 的值`, 64)]))),
  });
}

type Values = { mobile: string; values: Record<string, string> };

/** 测试发送: a mobile and the variables' values, the message as it will read, then the provider's answer. */
export function TestSendDialog({ row, onClose }: RowPanelProps<RowOf<typeof opSmsTemplate>>) {
  const variables = templateVariables(row.content);
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(testSendSchema(variables)),
    defaultValues: { mobile: '', values: Object.fromEntries(variables.map((name) => [name, ''])) },
  });
  const [result, setResult] = useState<OpSmsTemplateTestSendData>();
  const send = handleSubmit(async ({ mobile, values }) => {
    setResult(undefined);
    try {
      const params = variables.map((name) => ({ name, value: values[name] ?? '' }));
      setResult(await opSmsTemplateTestSend({ body: { id: row.id, mobile, params } }, { quiet: true }));
    } catch (error) {
      applyServerError(setError, error);
    }
  });
  const preview = renderTemplate(row.content, useWatch({ control, name: 'values' }));
  return (
    <Modal
      open
      title={`测试发送：${row.name}`}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      width={600}
    >
      <form noValidate aria-label="测试发送" onSubmit={(event) => void send(event)}>
        <Form layout="vertical" component={false} disabled={formState.isSubmitting}>
          <FormField control={control} name="mobile" label="接收手机号" required>
            {(field) => <Input {...field} id="mobile" maxLength={11} placeholder="请输入手机号" />}
          </FormField>
          {variables.map((name) => (
            <FormField key={name} control={control} name={`values.${name}`} label={`变量 ${name}`} required>
              {(field) => (
                <Input
                  {...field}
                  id={`values.${name}`}
                  count={{ show: true, max: 64 }}
                  placeholder={`请输入 ${name} 的值`}
                />
              )}
            </FormField>
          ))}
          <Typography.Paragraph type="secondary">短信内容预览：{preview}</Typography.Paragraph>
          <FormServerError errors={formState.errors} />
        </Form>
        {result && (
          <Alert
            role="status"
            type={result.sent ? 'success' : 'error'}
            showIcon
            style={{ marginBottom: 16 }}
            title={result.sent ? '发送成功' : '发送失败'}
            description={
              <Descriptions size="small" column={1}>
                <Descriptions.Item label="结果">{result.message}</Descriptions.Item>
                <Descriptions.Item label="发送内容">{result.content}</Descriptions.Item>
                {result.providerCode && (
                  <Descriptions.Item label="服务商返回码">{result.providerCode}</Descriptions.Item>
                )}
                {result.bizId && <Descriptions.Item label="回执 ID">{result.bizId}</Descriptions.Item>}
                <Descriptions.Item label="发送时间">{result.sendTime}</Descriptions.Item>
              </Descriptions>
            }
          />
        )}
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>关闭</Button>
          <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
            发送
          </Button>
        </Flex>
      </form>
    </Modal>
  );
}
