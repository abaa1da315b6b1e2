import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Flex, Form, Input, Modal, message } from 'antd';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { type opLicence, opLicenceRevoke } from '@/shared/api';
import { requiredText } from '@/shared/lib/form-rules';
import { FormField, FormServerError, applyServerError } from '@/shared/ui/form';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';

const schema = z.object({ reason: requiredText('吊销原因', 255) });

/** 吊销: asks for the reason and says what follows (immediate, cannot be undone) before revoking. */
export function RevokeLicenceDialog({ row, onClose, refetch }: RowPanelProps<RowOf<typeof opLicence>>) {
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const revoke = handleSubmit(async ({ reason }) => {
    try {
      await opLicenceRevoke({ body: { id: row.id, reason } }, { quiet: true });
    } catch (error) {
      applyServerError(setError, error);
      return;
    }
    void message.success(`许可证 ${row.licenceNo} 已吊销`);
    onClose();
    await refetch();
  });
  return (
    <Modal
      open
      title={`吊销许可证 ${row.licenceNo}`}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <form noValidate aria-label="吊销许可证" onSubmit={(event) => void revoke(event)}>
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`吊销后立即失效且不能恢复：${row.tenantName}将不能再使用${row.moduleNames.join('、')}。`}
        />
        <Form layout="vertical" component={false} disabled={formState.isSubmitting}>
          <FormField control={control} name="reason" label="吊销原因" required>
            {(field) => (
              <Input.TextArea
                {...field}
                id="reason"
                rows={3}
                count={{ show: true, max: 255 }}
                placeholder="请输入吊销原因"
              />
            )}
          </FormField>
          <FormServerError errors={formState.errors} />
        </Form>
        <Flex justify="end" gap={8}>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            取消
          </Button>
          <Button type="primary" danger htmlType="submit" loading={formState.isSubmitting}>
            确认吊销
          </Button>
        </Flex>
      </form>
    </Modal>
  );
}
