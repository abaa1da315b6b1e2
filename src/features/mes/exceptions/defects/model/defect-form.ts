import dayjs from 'dayjs';
import * as zm from 'zod/mini';
import { mfgDefectAddBodyFacts, type MfgDefectDetailData } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';
import { defineForm } from '@/shared/ui/record-form';
import { levelOptions } from './defect-options';

export const MAX_PICTURES = 9;

const picture = zm.object({ fileId: zm.string(), fileName: zm.string(), url: zm.string() });

/** 新增/编辑缺陷 on MfgDefectForm: product, line and task follow from the work order and the process. */
export const defectForm = defineForm(mfgDefectAddBodyFacts, {
  orderId: { label: '工单号', kind: 'custom' },
  processId: { label: '工序', kind: 'custom' },
  defectCodeId: { label: '缺陷代码', kind: 'custom' },
  level: { label: '缺陷等级', options: levelOptions },
  quantity: { label: '数量（件）' },
  dutyDeptId: { label: '责任部门', kind: 'custom' },
  finderId: { label: '发现人', kind: 'custom' },
  findTime: { label: '发现时间', kind: 'custom' },
  description: { label: '描述', kind: 'textarea', wide: true },
  pictures: {
    label: '图片',
    kind: 'custom',
    wide: true,
    rule: zm.array(picture).check(zm.maxLength(MAX_PICTURES, `最多上传 ${MAX_PICTURES} 张图片`)),
  },
});

export type DefectFormValues = typeof defectForm.empty;

/** A new defect is found now. */
export function emptyDefect(now = dayjs()): DefectFormValues {
  return { ...defectForm.empty, findTime: now.format(DATE_FORMAT.dateTime) };
}

export function defectFormValues(defect: MfgDefectDetailData): DefectFormValues {
  return {
    orderId: defect.orderId,
    processId: defect.processId,
    defectCodeId: defect.defectCodeId,
    level: defect.level,
    quantity: defect.quantity,
    dutyDeptId: defect.dutyDeptId ?? '',
    finderId: defect.finderId,
    findTime: defect.findTime,
    description: defect.description ?? '',
    pictures: defect.pictures.map(({ fileId, fileName, url }) => ({ fileId, fileName, url })),
  };
}
