import { useQuery } from '@tanstack/react-query';
import { DatePicker, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useFormContext, useWatch, type ControllerRenderProps } from 'react-hook-form';
import {
  type mfgDefect,
  mfgDefectCodeListQueryOptions,
  mfgDefectOrderListQueryOptions,
  sysFileGetUploadPolicy,
} from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';
import type { FormValues } from '@/shared/ui/crud-screen';
import { FileUpload } from '@/shared/ui/upload';

export const MAX_PICTURES = 9;
type DefectFormValues = FormValues<typeof mfgDefect>;

type Field<N extends keyof DefectFormValues> = ControllerRenderProps<DefectFormValues, N>;

/** 工单号: the released and running orders; the product and line follow from it, and a new order clears the process. */
export function OrderSelect({ field }: { field: Field<'orderId'> }) {
  const orders = useQuery(mfgDefectOrderListQueryOptions());
  const { setValue } = useFormContext<DefectFormValues>();
  const chosen = orders.data?.find((o) => o.orderId === field.value);
  return (
    <>
      <Select
        id="orderId"
        value={field.value || undefined}
        onChange={(id: string) => {
          field.onChange(id);
          setValue('processId', '');
        }}
        onBlur={field.onBlur}
        loading={orders.isPending}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="请选择工单"
        options={(orders.data ?? []).map((o) => ({ value: o.orderId, label: `${o.orderCode} ${o.productName}` }))}
      />
      {chosen && (
        <Typography.Text type="secondary">
          产品：{chosen.productCode} {chosen.productName}，产线：{chosen.lineName}
        </Typography.Text>
      )}
    </>
  );
}

/** 工序: the order's routing; the task of that process is the one the defect belongs to. */
export function ProcessSelect({ field }: { field: Field<'processId'> }) {
  const orders = useQuery(mfgDefectOrderListQueryOptions());
  const orderId = useWatch<DefectFormValues, 'orderId'>({ name: 'orderId' });
  const processes = orders.data?.find((o) => o.orderId === orderId)?.processes ?? [];
  const task = processes.find((p) => p.processId === field.value)?.taskCode;
  return (
    <>
      <Select
        id="processId"
        value={field.value || undefined}
        onChange={(id: string) => field.onChange(id)}
        onBlur={field.onBlur}
        disabled={!orderId}
        placeholder={orderId ? '请选择工序' : '请先选择工单'}
        options={processes.map((p) => ({ value: p.processId, label: `${p.processCode} ${p.processName}` }))}
      />
      {task && <Typography.Text type="secondary">任务号：{task}</Typography.Text>}
    </>
  );
}

/** 缺陷代码: the quality department's list; choosing one proposes its usual level. */
export function DefectCodeSelect({ field }: { field: Field<'defectCodeId'> }) {
  const codes = useQuery(mfgDefectCodeListQueryOptions());
  const { setValue } = useFormContext<DefectFormValues>();
  return (
    <Select
      id="defectCodeId"
      value={field.value || undefined}
      onChange={(id: string) => {
        field.onChange(id);
        const code = codes.data?.find((c) => c.id === id);
        if (code) setValue('level', code.level, { shouldValidate: true });
      }}
      onBlur={field.onBlur}
      loading={codes.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择缺陷代码"
      options={(codes.data ?? [])
        .filter((c) => c.status === 0)
        .map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))}
    />
  );
}

/** 发现时间, to the second. */
export function DateTimeInput({ field }: { field: Field<'findTime'> }) {
  return (
    <DatePicker
      id="findTime"
      showTime
      format={DATE_FORMAT.dateTime}
      style={{ width: '100%' }}
      value={field.value ? dayjs(field.value, DATE_FORMAT.dateTime) : null}
      onChange={(date) => field.onChange(date ? date.format(DATE_FORMAT.dateTime) : '')}
      onBlur={field.onBlur}
    />
  );
}

const picturePolicy = (file: File) =>
  sysFileGetUploadPolicy({ body: { filename: file.name, fileSize: file.size, bizType: 'mfgDefect' } });
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** 图片: several pictures through the upload policy; each is kept as the stored file's id, name and address. */
export function PictureUpload({ field }: { field: Field<'pictures'> }) {
  return (
    <FileUpload
      id="pictures"
      variant="image"
      maxCount={MAX_PICTURES}
      policy={picturePolicy}
      value={field.value.map((p) => ({ uid: p.fileId, name: p.fileName, data: { fileId: p.fileId, url: p.url } }))}
      onChange={(files) =>
        field.onChange(files.map((f) => ({ fileId: text(f.data?.fileId), fileName: f.name, url: text(f.data?.url) })))
      }
    />
  );
}
