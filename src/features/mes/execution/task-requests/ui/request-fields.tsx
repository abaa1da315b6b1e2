import { InputNumber } from 'antd';
import { useWatch, type ControllerRenderProps } from 'react-hook-form';
import { LineSelect } from '@/entities/production-line';
import { sysFileGetUploadPolicy } from '@/shared/api';
import { FileUpload, type UploadedFile } from '@/shared/ui/upload';
import {
  MAX_QUANTITY,
  MAX_REQUEST_FILES,
  needsQuantity,
  needsTargetLine,
  type RequestFile,
  type TaskRequestFormValues,
} from '../model/request-form';

type Field<N extends 'quantity' | 'targetLineId' | 'files'> = ControllerRenderProps<TaskRequestFormValues, N>;

const useRequestType = () => useWatch<TaskRequestFormValues, 'requestType'>({ name: 'requestType' });

/** 数量: asked by 返工、补料、超计划生产 only; the other kinds show it disabled (and send null). */
export function QuantityInput({ field }: { field: Field<'quantity'> }) {
  const asked = needsQuantity(useRequestType());
  return (
    <InputNumber
      id="quantity"
      style={{ width: '100%' }}
      min={1}
      max={MAX_QUANTITY}
      precision={0}
      suffix="台"
      disabled={!asked}
      placeholder={asked ? '请输入数量' : '该申请类型无需填写'}
      value={field.value}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
    />
  );
}

/** 目标产线: only a 转线申请 names one. */
export function TargetLineInput({ field }: { field: Field<'targetLineId'> }) {
  const asked = needsTargetLine(useRequestType());
  if (!asked) return <InputNumber id="targetLineId" style={{ width: '100%' }} disabled placeholder="仅转线申请填写" />;
  return (
    <LineSelect
      id="targetLineId"
      value={field.value}
      onChange={(id) => field.onChange(id ?? '')}
      onBlur={field.onBlur}
      placeholder="请选择目标产线"
    />
  );
}

const policy = (file: File) =>
  sysFileGetUploadPolicy({ body: { filename: file.name, fileSize: file.size, bizType: 'mfgTaskRequest' } });
const toUploaded = (file: RequestFile): UploadedFile => ({
  uid: file.uid,
  name: file.name,
  data: { fileId: file.fileId },
});
const toRequestFile = (file: UploadedFile): RequestFile => ({
  uid: file.uid,
  name: file.name,
  fileId: typeof file.data?.fileId === 'string' ? file.data.fileId : '',
});

/** 附件: defect lists, photos… uploaded through the file service's policy. */
export function RequestFilesInput({ field }: { field: Field<'files'> }) {
  return (
    <FileUpload
      id="files"
      policy={policy}
      maxCount={MAX_REQUEST_FILES}
      value={field.value.map(toUploaded)}
      onChange={(files) => field.onChange(files.map(toRequestFile).filter((file) => file.fileId !== ''))}
    />
  );
}
