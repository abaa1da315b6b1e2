import type * as z from 'zod/mini';
import { LIFE_MODES } from '@/entities/mes/tool-category';
import { mfgToolsAddBodyFacts, mfgToolsScrapBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import type { MfgTool } from './tool-list';

/** 工装 add/edit on the contract's MfgToolsForm. */
const declared = defineForm(mfgToolsAddBodyFacts, {
  code: { label: '工装编码', placeholder: '字母、数字、“.”“-”“_”，如 CT-DR-6.8' },
  name: { label: '工装名称' },
  categoryId: { label: '类别', kind: 'custom' },
  spec: { label: '规格型号' },
  quantity: { label: '数量' },
  lifeMode: { label: '寿命方式', options: [...LIFE_MODES] },
  ratedLife: { label: '额定寿命', placeholder: '按次数为次，按时长为小时' },
  location: { label: '存放位置' },
  applyTo: { label: '适用产品/工序', placeholder: '如 SD-750A / GX-050 整机总装' },
  nextMaintainDate: { label: '下次保养日期', kind: 'date' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

/** A managed life (by count or by hours) needs its rated life; an unmanaged one has none. */
export const toolForm = {
  ...declared,
  schema: declared.schema.check((ctx) => {
    const { lifeMode, ratedLife } = ctx.value;
    if (lifeMode !== 'NONE' && ratedLife === null)
      ctx.issues.push({
        code: 'custom',
        message: '按次数或按时长管理寿命时请输入额定寿命',
        input: ratedLife,
        path: ['ratedLife'],
      });
    if (lifeMode === 'NONE' && ratedLife !== null)
      ctx.issues.push({ code: 'custom', message: '不管理寿命时不填额定寿命', input: ratedLife, path: ['ratedLife'] });
  }),
};

export type ToolFormValues = typeof declared.empty;
export type ToolFormBody = z.output<typeof declared.schema>;

export const emptyTool: ToolFormValues = { ...declared.empty, quantity: 1, lifeMode: 'COUNT' };

export function toolFormValues(tool: MfgTool): ToolFormValues {
  return {
    code: tool.code,
    name: tool.name,
    categoryId: tool.categoryId,
    spec: tool.spec ?? '',
    quantity: tool.quantity,
    lifeMode: tool.lifeMode,
    ratedLife: tool.ratedLife ?? null,
    location: tool.location ?? '',
    applyTo: tool.applyTo ?? '',
    nextMaintainDate: tool.nextMaintainDate ?? '',
    remark: tool.remark ?? '',
  };
}

/** 报废: the reason is required (it stays on the tool's record). */
export const scrapForm = defineForm(mfgToolsScrapBodyFacts, {
  id: { label: '工装', hidden: true },
  reason: { label: '报废原因', kind: 'textarea', wide: true, placeholder: '如 刃口崩缺，无法刃磨' },
});

export type ScrapFormValues = typeof scrapForm.empty;
export type ScrapFormBody = z.output<typeof scrapForm.schema>;
