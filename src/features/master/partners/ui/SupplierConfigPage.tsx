import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Form, Radio, Spin, Switch, Typography, message } from 'antd';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { usePermissions } from '@/entities/permission';
import { mdSupplierConfigGetQueryKey, mdSupplierConfigGetQueryOptions, mdSupplierConfigSave } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { FormServerError, applyServerError } from '@/shared/ui/form';
import { FormFields } from '@/shared/ui/record-form';
import {
  QUALITY_CHECK_MODES,
  supplierConfigFields,
  supplierConfigSchema,
  supplierConfigValues,
  type SupplierConfig,
  type SupplierConfigBody,
  type SupplierConfigValues,
} from '../model/supplier-config-form';
import type { SearchOption } from '@/shared/ui/query-select';
import { SupplierSelect } from './SupplierSelect';

const fields = supplierConfigFields({
  switchOf: (name) =>
    function ConfigSwitch({ value, onChange, ref, disabled }) {
      return (
        <Switch
          id={name}
          ref={ref}
          checked={value}
          onChange={onChange}
          disabled={disabled}
          checkedChildren="是"
          unCheckedChildren="否"
        />
      );
    },
  qualityCheckMode: ({ value, onChange, disabled }) => (
    <Radio.Group
      id="qualityCheckMode"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      options={[...QUALITY_CHECK_MODES].map((m) => ({ value: m.value, label: m.title }))}
    />
  ),
});

/** 供应商配置: choose an enabled supplier, then edit and save its collaboration settings as one form. */
export function SupplierConfigPage() {
  const [supplier, setSupplier] = useState<SearchOption>();
  return (
    <Card title="供应商配置">
      <Flex align="center" gap={8} style={{ marginBottom: 24 }}>
        <label htmlFor="configSupplier">供应商：</label>
        <SupplierSelect id="configSupplier" value={supplier} onChange={setSupplier} />
      </Flex>
      {supplier ? (
        <SupplierConfigLoader key={supplier.value} supplierId={supplier.value} />
      ) : (
        <Empty description="请先选择供应商" />
      )}
    </Card>
  );
}

function SupplierConfigLoader({ supplierId }: { supplierId: string }) {
  const config = useQuery(mdSupplierConfigGetQueryOptions({ query: { supplierId } }));
  if (config.isPending) return <Spin />;
  if (config.isError)
    return <Alert type="error" showIcon title={`供应商配置加载失败：${userMessageOf(config.error)}`} />;
  // A save that changed the stamp starts the form again from what the server now holds.
  return <SupplierConfigForm key={config.data.updateTime ?? 'defaults'} config={config.data} />;
}

/** Who saved last and when; a configuration never saved shows the defaults and says so. */
function AuditStamp({ config }: { config: SupplierConfig }) {
  const account = config.updateTime ? config.updateAccount : config.createAccount;
  const time = config.updateTime ?? config.createTime;
  return (
    <Typography.Text type="secondary">
      {time ? `最后保存：${account ?? '—'}，${time}` : '尚未保存过，以下为默认配置'}
    </Typography.Text>
  );
}

function SupplierConfigForm({ config }: { config: SupplierConfig }) {
  const queryClient = useQueryClient();
  const editable = usePermissions().can('mdSupplierConfig:edit');
  const { control, handleSubmit, setError, reset, formState } = useForm<
    SupplierConfigValues,
    unknown,
    SupplierConfigBody
  >({
    resolver: zodResolver(supplierConfigSchema),
    defaultValues: supplierConfigValues(config),
  });
  const save = handleSubmit(async (body) => {
    try {
      await mdSupplierConfigSave({ body: { ...body, supplierId: config.supplierId } }, { quiet: true });
    } catch (error) {
      applyServerError(setError, error);
      return;
    }
    void message.success('保存成功');
    await queryClient.invalidateQueries({
      queryKey: mdSupplierConfigGetQueryKey({ query: { supplierId: config.supplierId } }),
    });
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // A second click while the save is on its way does nothing.
    if (formState.isSubmitting) {
      event.preventDefault();
      return;
    }
    void save(event);
  };
  return (
    <form noValidate onSubmit={submit} aria-label="供应商配置表单" style={{ maxWidth: 880 }}>
      <Flex justify="space-between" align="baseline" style={{ marginBottom: 16 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {config.supplierCode} {config.supplierName}
        </Typography.Title>
        <AuditStamp config={config} />
      </Flex>
      <Form layout="vertical" component={false} disabled={!editable || formState.isSubmitting}>
        <FormServerError errors={formState.errors} />
        <FormFields control={control} fields={fields} />
      </Form>
      {editable && (
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
            保存
          </Button>
          <Button onClick={() => reset()} disabled={formState.isSubmitting}>
            重置
          </Button>
        </Flex>
      )}
    </form>
  );
}
