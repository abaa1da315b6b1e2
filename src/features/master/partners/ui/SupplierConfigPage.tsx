import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Form, Radio, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useForm, type ControllerRenderProps } from 'react-hook-form';
import * as z from 'zod/mini';
import { usePermissions } from '@/entities/permission';
import {
  mdSupplierConfigGetQueryKey,
  mdSupplierConfigGetQueryOptions,
  mdSupplierConfigSave,
  mdSupplierConfigSaveBodyFacts,
  type MdSupplierConfigGetData,
} from '@/shared/api';
import { requiredNumber } from '@/shared/lib/form-rules';
import { useSave } from '@/shared/ui/form';
import { Notice } from '@/shared/ui/notice';
import type { SearchOption } from '@/shared/ui/query-select';
import { defineForm, FormFields } from '@/shared/ui/record-form';
import { QueryFailure } from '@/shared/ui/load-failure';
import { SupplierSelect } from './SupplierSelect';

/**
 * 供应商协同配置 on the contract's MdSupplierConfigForm, saved as a whole. No min/max on the number inputs: they would
 * clamp silently, the rules say what the range is.
 */
const configForm = defineForm(mdSupplierConfigSaveBodyFacts, {
  asnRequired: { label: '送货前须发 ASN（送货通知）', kind: 'custom' },
  labelRequired: { label: '来料须贴供应商条码标签', kind: 'custom' },
  deliveryTolerancePct: {
    label: '交货数量允差（%）',
    placeholder: '0–100，超出部分拒收',
    rule: z.pipe(z.nullable(z.number()), requiredNumber('交货数量允差', { min: 0, max: 100 })),
  },
  earlyDeliveryDays: { label: '允许提前交货天数', placeholder: '0–30 天' },
  reconciliationDay: { label: '每月对账日', placeholder: '每月 1–28 日' },
  qualityCheckMode: { label: '来料检验方式', kind: 'custom' },
  portalEnabled: { label: '开通供应商协同门户', kind: 'custom' },
  // The chosen supplier's, set by the page (the form has nowhere to say it wrong).
  supplierId: { label: '供应商', hidden: true, rule: z.string() },
});

type SwitchName = 'asnRequired' | 'labelRequired' | 'portalEnabled';

/** A yes/no setting. */
function ConfigSwitch({
  name,
  value,
  onChange,
  ref,
  disabled,
}: ControllerRenderProps<typeof configForm.empty, SwitchName>) {
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
}

const fields = configForm.fields({
  asnRequired: ConfigSwitch,
  labelRequired: ConfigSwitch,
  portalEnabled: ConfigSwitch,
  qualityCheckMode: ({ value, onChange, disabled }) => (
    <Radio.Group
      id="qualityCheckMode"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      options={[
        { value: 'FULL', label: '全检' },
        { value: 'SAMPLE', label: '抽检' },
        { value: 'EXEMPT', label: '免检' },
      ]}
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
  if (config.isError) return <QueryFailure query={config} title="供应商配置加载失败" />;
  // A save that changed the stamp starts the form again from what the server now holds.
  return <SupplierConfigForm key={config.data.updateTime ?? 'defaults'} config={config.data} />;
}

/** Who saved last and when; a configuration never saved shows the defaults and says so. */
function AuditStamp({ config }: { config: MdSupplierConfigGetData }) {
  const account = config.updateTime ? config.updateAccount : config.createAccount;
  const time = config.updateTime ?? config.createTime;
  return (
    <Typography.Text type="secondary">
      {time ? `最后保存：${account ?? '—'}，${time}` : '尚未保存过，以下为默认配置'}
    </Typography.Text>
  );
}

function SupplierConfigForm({ config }: { config: MdSupplierConfigGetData }) {
  const queryClient = useQueryClient();
  const editable = usePermissions().can('mdSupplierConfig:edit');
  const { control, handleSubmit, reset } = useForm({ resolver: zodResolver(configForm.schema), defaultValues: config });
  const { saving, failure, save } = useSave(
    (body: z.output<typeof configForm.schema>) => mdSupplierConfigSave({ body }, { quiet: true }),
    { done: '保存成功' },
  );
  const submit = handleSubmit(async (body) => {
    if (await save(body))
      await queryClient.invalidateQueries({
        queryKey: mdSupplierConfigGetQueryKey({ query: { supplierId: config.supplierId } }),
      });
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="供应商配置表单" style={{ maxWidth: 880 }}>
      <Flex justify="space-between" align="baseline" style={{ marginBottom: 16 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {config.supplierCode} {config.supplierName}
        </Typography.Title>
        <AuditStamp config={config} />
      </Flex>
      <Form layout="vertical" component={false} disabled={!editable || saving}>
        {failure && (
          <div style={{ marginBottom: 16 }}>
            <Notice type="error">{failure}</Notice>
          </div>
        )}
        <FormFields control={control} fields={fields} />
      </Form>
      {editable && (
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
          <Button onClick={() => reset()} disabled={saving}>
            重置
          </Button>
        </Flex>
      )}
    </form>
  );
}
