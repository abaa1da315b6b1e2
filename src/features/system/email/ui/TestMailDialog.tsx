import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { sysEmailTest, type SysEmailTestData } from '@/shared/api';
import { FormField, FormServerError, applyServerError } from '@/shared/ui/form';
import { testMailSchema } from '../model/email-form';

/** 测试发送: one mail through the saved settings; the result is shown here, the server's error text included. */
export function TestMailDialog({ defaultTo, onClose }: { defaultTo: string; onClose: () => void }) {
  const [result, setResult] = useState<SysEmailTestData>();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(testMailSchema),
    defaultValues: { to: defaultTo },
  });
  const send = handleSubmit(async (body) => {
    setResult(undefined);
    try {
      setResult(await sysEmailTest({ body }, { quiet: true }));
    } catch (error) {
      applyServerError(setError, error);
    }
  });
  return (
    <Modal
      open
      title="测试发送"
      okText="发送"
      cancelText="关闭"
      onOk={() => void send()}
      confirmLoading={formState.isSubmitting}
      onCancel={onClose}
      destroyOnHidden
    >
      <form noValidate onSubmit={(event) => void send(event)} aria-label="测试发送">
        <Form layout="vertical" component={false}>
          <FormServerError errors={formState.errors} />
          <FormField control={control} name="to" label="收件地址" required>
            {(field) => <Input {...field} id="to" placeholder="如 zhangwei@jgzz.com.cn" maxLength={128} />}
          </FormField>
        </Form>
      </form>
      {result && (
        <Alert
          type={result.success ? 'success' : 'error'}
          showIcon
          title={result.success ? '发送成功' : '发送失败'}
          description={`${result.message}${result.costMs == null ? '' : `（耗时 ${result.costMs} ms）`}`}
        />
      )}
    </Modal>
  );
}
