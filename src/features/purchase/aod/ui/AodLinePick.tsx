import { useQuery } from '@tanstack/react-query';
import { Input, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { mdSupplierConfigGetQueryOptions, poOrderDetailQueryOptions } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { isOpenLine, lineFacts, openQtyOf, type AodFormValues } from '../model/aod-form';

/** What the supplier allows early, as the rules will read it. */
function allowance(supplier: string, earlyDays: number | undefined, failed: boolean): string {
  if (earlyDays === undefined) return failed ? `${supplier}的交货配置读取失败` : `正在读取${supplier}的交货配置`;
  return earlyDays > 0 ? `${supplier}允许提前 ${earlyDays} 天交货` : `${supplier}不允许提前交货`;
}

interface AodLinePickProps {
  value: string;
  onChange: (orderLineId: string) => void;
  onBlur: () => void;
  /** A saved request keeps its line: shown, not chosen again. */
  fixed?: string;
}

/**
 * 订单行: one of the chosen order's lines still to arrive, and under it what the rules read: its 要求交期, the
 * supplier's 回复交期, 未到货 and the supplier's 允许提前天数 (from its collaboration configuration). Those facts go into
 * the form's `line` as they load.
 */
export function AodLinePick({ value, onChange, onBlur, fixed }: AodLinePickProps) {
  const { control, setValue } = useFormContext<AodFormValues>();
  const orderId = useWatch({ control, name: 'orderId' });
  const order = useQuery({ ...poOrderDetailQueryOptions({ query: { id: orderId } }), enabled: orderId !== '' });
  const supplierId = order.data?.supplierId ?? '';
  const config = useQuery({
    ...mdSupplierConfigGetQueryOptions({ query: { supplierId } }),
    enabled: supplierId !== '',
  });
  const line = order.data?.lines.find((l) => l.id === value);
  const earlyDays = config.data?.earlyDeliveryDays;

  useEffect(() => {
    const facts =
      line && order.data && earlyDays !== undefined ? lineFacts(line, order.data.supplierName, earlyDays) : null;
    setValue('line', facts);
  }, [line, order.data, earlyDays, setValue]);

  const options = (order.data?.lines ?? []).filter(isOpenLine).map((l) => ({
    value: l.id,
    label: `第 ${l.lineNo} 行 ${l.materialCode} ${l.materialName}（要求交期 ${l.requiredDate}，未到货 ${formatNumber(openQtyOf(l), l.uomPrecision)} ${l.uomName}）`,
  }));
  return (
    <>
      {fixed === undefined ? (
        <Select
          id="orderLineId"
          value={value || undefined}
          onChange={(id: string | undefined) => onChange(id ?? '')}
          onBlur={onBlur}
          options={options}
          disabled={!orderId}
          loading={order.isLoading}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={orderId ? '请选择订单行' : '请先选择采购订单'}
        />
      ) : (
        <Input id="orderLineId" value={fixed} disabled />
      )}
      {value && order.data && !line && (
        <Typography.Paragraph type="danger" style={{ margin: '4px 0 0' }}>
          订单 {order.data.orderNo} 中没有这一行，请重新选择
        </Typography.Paragraph>
      )}
      {line && order.data && (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {[
            `要求交期 ${line.requiredDate}`,
            `回复交期 ${line.promisedDate ?? '未回复'}`,
            `未到货 ${formatNumber(openQtyOf(line), line.uomPrecision)} ${line.uomName}`,
            allowance(order.data.supplierName, earlyDays, config.isError),
          ].join(' · ')}
        </Typography.Paragraph>
      )}
    </>
  );
}
