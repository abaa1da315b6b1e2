import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MaterialSelector } from '@/entities/material';
import { type mfgOrder, mfgBomVersionListQueryOptions, mfgRoutingSelectorQueryOptions } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';
import type { FormValues } from '@/shared/ui/crud-screen';

type OrderFormValues = FormValues<typeof mfgOrder>;

interface PickerProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A select bound to the form (a cleared one gives the kit null, which it turns into the field's empty value). */
type SelectProps = Omit<PickerProps, 'onChange'> & { onChange: (value: string | null) => void };

/** 产品: picked in the material selector; a new product clears the routing and BOM chosen for the old one. */
export function ProductField({
  id,
  value,
  onChange,
  onBlur,
  initialText,
}: PickerProps & { initialText?: string | undefined }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(initialText ?? '');
  const { setValue } = useFormContext<OrderFormValues>();
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          readOnly
          value={value ? text : ''}
          placeholder="请选择产品"
          onClick={() => setOpen(true)}
          onBlur={onBlur}
        />
        <Button icon={<SearchOutlined />} onClick={() => setOpen(true)}>
          选择
        </Button>
      </Space.Compact>
      {open && (
        <MaterialSelector
          open
          multiple={false}
          title="选择产品"
          onCancel={() => setOpen(false)}
          onOk={([material]) => {
            setOpen(false);
            if (!material || material.id === value) return;
            setText(`${material.code} ${material.name}`);
            onChange(material.id);
            setValue('routingId', '');
            setValue('bomId', '');
          }}
        />
      )}
    </>
  );
}

/** 工艺路线: the routings bound to the chosen product. */
export function RoutingSelect(props: SelectProps) {
  const productId = useWatch<OrderFormValues, 'productId'>({ name: 'productId' });
  return (
    <QuerySelect
      {...props}
      query={{ ...mfgRoutingSelectorQueryOptions({ body: { productId } }), enabled: Boolean(productId) }}
      option={(r) => ({ value: r.id, label: `${r.code} ${r.name}（${r.stepCount} 道工序）` })}
      disabled={!productId}
      placeholder={productId ? '请选择工艺路线' : '请先选择产品'}
    />
  );
}

/** BOM 版本: the product's released versions only (a draft or frozen BOM cannot feed production). */
export function BomVersionSelect(props: SelectProps) {
  const productId = useWatch<OrderFormValues, 'productId'>({ name: 'productId' });
  return (
    <QuerySelect
      {...props}
      query={{
        ...mfgBomVersionListQueryOptions({ body: { materialId: productId, status: 'RELEASED' } }),
        enabled: Boolean(productId),
      }}
      filter={(v) => v.status === 'RELEASED'}
      option={(v) => ({ value: v.id, label: `${v.version}${v.isDefault ? '（默认）' : ''}` })}
      disabled={!productId}
      placeholder={productId ? '请选择 BOM 版本' : '请先选择产品'}
    />
  );
}
