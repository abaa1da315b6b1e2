import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { PO_RETURN_SOURCE_TYPES, type PoReturnSource } from '@/entities/purchase-order';
import { formatNumber } from '@/shared/lib/format';
import { returnableQty } from '../model/return-qty';
import { ReturnSourceSelector } from './ReturnSourceSelector';

/** What the form knows of the chosen source: a source row, or the edited return's own (from its detail). */
export type ChosenSource = Pick<
  PoReturnSource,
  | 'id'
  | 'sourceType'
  | 'sourceNo'
  | 'materialCode'
  | 'materialName'
  | 'batchNo'
  | 'houseName'
  | 'locationName'
  | 'onHandQty'
  | 'returningQty'
  | 'uomName'
  | 'uomPrecision'
>;

interface ReturnSourceFieldProps {
  id: string;
  supplierId: string;
  source: ChosenSource | undefined;
  onPick: (source: PoReturnSource) => void;
  onBlur: () => void;
}

/**
 * 退货来源: a rejected inspection or a batch on hand of the chosen supplier, picked in the selector; shown with its
 * material, batch and place, and what is on hand there, already being returned and so can still go back.
 */
export function ReturnSourceField({ id, supplierId, source, onPick, onBlur }: ReturnSourceFieldProps) {
  const [open, setOpen] = useState(false);
  const text = source
    ? `${PO_RETURN_SOURCE_TYPES[source.sourceType].label} ${source.sourceNo} · ${source.materialCode} ${source.materialName} · 批次 ${source.batchNo}`
    : '';
  const qty = (value: number) => `${formatNumber(value, source?.uomPrecision ?? 0)} ${source?.uomName ?? ''}`;
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          readOnly
          value={text}
          placeholder={supplierId ? '请选择检验判退的来料或库存批次' : '请先选择供应商'}
          onClick={() => supplierId && setOpen(true)}
          onBlur={onBlur}
        />
        <Button icon={<SearchOutlined />} disabled={!supplierId} onClick={() => setOpen(true)}>
          选择
        </Button>
      </Space.Compact>
      {source && (
        <Typography.Text type="secondary">
          {`${[source.houseName, source.locationName].filter(Boolean).join(' / ')}：库位现存 ${qty(source.onHandQty)}，` +
            `其他退货单占用 ${qty(source.returningQty)}，可退 ${qty(returnableQty(source))}`}
        </Typography.Text>
      )}
      {open && (
        <ReturnSourceSelector
          open
          multiple={false}
          params={{ supplierId }}
          onCancel={() => setOpen(false)}
          onOk={([picked]) => {
            setOpen(false);
            if (picked) onPick(picked);
          }}
        />
      )}
    </>
  );
}
