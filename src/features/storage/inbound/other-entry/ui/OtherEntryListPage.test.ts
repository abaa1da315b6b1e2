import { describe, expect, it, vi } from 'vitest';
import { rowConditionsPass } from '@/shared/lib/table-query';
import { buildRowActions, declaredForm } from '@/shared/ui/crud-screen';
import type { OtherLine } from '../model/other-lines';
import { OtherEntryListPage, type OtherEntryRow } from './OtherEntryListPage';

const form = declaredForm(OtherEntryListPage);

/** 亚太轻合金's 6061 samples (RM-AL-0001, batch-tracked, 根). */
const samples: OtherLine = {
  materialId: '1716352000000400401',
  batchNo: 'B20261129-S01',
  supplierBatch: 'YT-S1128',
  productionDate: '2026-11-25',
  expiryDate: '',
  locationId: '1716352000000401002',
  qualityState: 'QUALIFIED',
  qty: 6,
  remark: '',
  materialCode: 'RM-AL-0001',
  materialName: '6063 铝型材',
  uomName: '根',
  uomPrecision: 0,
  traceability: 'BATCH',
};
const valid = {
  ...form.empty,
  houseId: '1716352000000400801',
  bizDate: '2026-11-29',
  entryType: 'SAMPLE',
  reason: '亚太轻合金寄来的 6061 新型材样品',
  remark: '',
  lines: [samples],
};

const messages = (values: object) => {
  const result = form.schema.safeParse({ ...valid, ...values });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('其他入库 form rules', () => {
  it('a new line starts 合格; a valid entry is sent as the contract’s lines', () => {
    expect(form.empty.lines[0]?.qualityState).toBe('QUALIFIED');
    const result = form.schema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.lines[0]).toEqual({
      materialId: '1716352000000400401',
      batchNo: 'B20261129-S01',
      supplierBatch: 'YT-S1128',
      productionDate: '2026-11-25',
      expiryDate: null,
      locationId: '1716352000000401002',
      qualityState: 'QUALIFIED',
      qty: 6,
      remark: null,
    });
  });

  it('asks for the type and the reason, a batch for a tracked material, 有效期至 not before 生产日期', () => {
    expect(messages({ entryType: '', reason: '' })).toMatchObject({ entryType: '请选择类型', reason: '请输入原因' });
    expect(messages({ lines: [{ ...samples, batchNo: '' }] })).toEqual({
      'lines.0.batchNo': '物料 RM-AL-0001 按批次管理，须填写批次',
    });
    expect(messages({ lines: [{ ...samples, expiryDate: '2026-11-24' }] })).toEqual({
      'lines.0.expiryDate': '有效期至 早于 生产日期（2026-11-25）',
    });
  });
});

describe('其他入库 row actions by state and approval (docs/design/scm-storage.md → Documents)', () => {
  const actions = buildRowActions(
    OtherEntryListPage.screen,
    { edit: vi.fn(), add: vi.fn(), panel: vi.fn(), navigate: vi.fn() },
    () => Promise.resolve(),
    'otherEntry',
  );
  const offered = (row: Partial<OtherEntryRow>) =>
    actions
      .filter((action) =>
        rowConditionsPass({ reversed: false, reversalOfId: null, approvalState: 'NONE', ...row } as never, action.when),
      )
      .map((action) => action.title);

  it('offers 过账 only on an approved submitted entry (1018131), 冲销 on a posted one not reversed, 打印 on every posted one', () => {
    expect(offered({ state: 'DRAFT' })).toEqual(['详情', '编辑', '提交', '取消', '删除']);
    expect(offered({ state: 'SUBMITTED', approvalState: 'PENDING' })).toEqual(['详情', '撤回', '取消']);
    expect(offered({ state: 'SUBMITTED', approvalState: 'APPROVED' })).toEqual(['详情', '撤回', '过账', '取消']);
    expect(offered({ state: 'POSTED', approvalState: 'APPROVED' })).toEqual(['详情', '冲销', '打印']);
    expect(offered({ state: 'POSTED', reversed: true })).toEqual(['详情', '打印']);
  });
});
