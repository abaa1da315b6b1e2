import { InputNumber } from 'antd';
import { useState } from 'react';
import { useWatch, type ControllerRenderProps } from 'react-hook-form';
import type { TaskRequestDetail } from '@/entities/mes/mfg-task-request';
import { LineSelect } from '@/entities/production-line';
import { sysFileGetUploadPolicy } from '@/shared/api';
import { FileUpload } from '@/shared/ui/upload';
import {
  MAX_QUANTITY,
  MAX_REQUEST_FILES,
  needsQuantity,
  needsTargetLine,
  type RequestValues,
} from '../model/request-rules';

type Field<N extends 'quantity' | 'targetLineId' | 'fileIds'> = ControllerRenderProps<RequestValues, N>;

const useRequestType = () => useWatch<RequestValues, 'requestType'>({ name: 'requestType' });

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

/** 附件: defect lists, photos… uploaded through the file service's policy; the form holds their ids. */
export function RequestFilesInput({ field, saved }: { field: Field<'fileIds'>; saved: TaskRequestDetail['files'] }) {
  // The names shown: the saved files', then each upload's.
  const [names, setNames] = useState(() => new Map((saved ?? []).map((file) => [file.fileId, file.fileName])));
  return (
    <FileUpload
      id="fileIds"
      policy={policy}
      maxCount={MAX_REQUEST_FILES}
      value={field.value.map((fileId) => ({ uid: fileId, name: names.get(fileId) ?? fileId, data: { fileId } }))}
      onChange={(files) => {
        const uploaded = files.flatMap((file) => {
          const fileId = file.data?.fileId;
          return typeof fileId === 'string' && fileId !== '' ? [[fileId, file.name] as const] : [];
        });
        setNames((known) => new Map([...known, ...uploaded]));
        field.onChange(uploaded.map(([fileId]) => fileId));
      }}
    />
  );
}
