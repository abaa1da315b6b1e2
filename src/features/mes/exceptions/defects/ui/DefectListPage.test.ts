import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { DefectListPage, newDefect } from './DefectListPage';
import { disposeForm } from './DisposeDialog';

const defectForm = declaredForm(DefectListPage);
const emptyDefect = () => ({ ...defectForm.empty, ...newDefect() });

function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const picture = (n: number) => ({
  fileId: `171635200007600900${n}`,
  fileName: `缺陷-${n}.jpg`,
  url: `/files/mfgDefect/${n}.jpg`,
});

describe('缺陷 form rules', () => {
  it('needs the order, process, code, level, quantity, finder and time, in Chinese', () => {
    expect(messages(defectForm.schema.safeParse({ ...defectForm.empty, quantity: 0 }))).toMatchObject({
      orderId: '请选择工单号',
      processId: '请选择工序',
      defectCodeId: '请选择缺陷代码',
      level: '请选择缺陷等级',
      quantity: expect.stringContaining('数量（件）') as string,
      finderId: '请选择发现人',
      findTime: '请选择发现时间',
    });
  });

  it('starts found now, and sends exactly the body with pictures and empty optionals as null', () => {
    expect(newDefect(dayjs('2026-11-26T14:18:00')).findTime).toBe('2026-11-26 14:18:00');
    const values = {
      ...emptyDefect(),
      orderId: '1716352000073000001',
      processId: '1716352000071000005',
      defectCodeId: '1716352000076000004',
      level: 'MAJ',
      quantity: 3,
      finderId: '1716352000000000203',
      findTime: '2026-11-26 14:18:00',
      description: '  散热器螺丝漏打 ',
      pictures: [picture(1), picture(2)],
    };
    expect(defectForm.schema.safeParse(values).data).toEqual({
      ...values,
      dutyDeptId: null,
      description: '散热器螺丝漏打',
    });
  });

  it('takes nine pictures at most', () => {
    const values = { ...emptyDefect(), pictures: Array.from({ length: 10 }, (_, i) => picture(i)) };
    expect(messages(defectForm.schema.safeParse(values)).pictures).toBe('最多上传 9 张图片');
  });

  it('处置 needs a way of handling', () => {
    expect(messages(disposeForm.schema.safeParse({ ...disposeForm.empty, id: '1716352000076001002' }))).toEqual({
      disposal: '请选择处置方式',
    });
    expect(disposeForm.schema.safeParse({ id: '1716352000076001002', disposal: 'REWORK', remark: '' }).data).toEqual({
      id: '1716352000076001002',
      disposal: 'REWORK',
      remark: null,
    });
  });
});
