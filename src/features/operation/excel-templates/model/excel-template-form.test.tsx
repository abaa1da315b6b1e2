import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_LOOKUPS } from '@/shared/lib/lookups';
import { closeFeedback, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { ExcelTemplateForm } from './excel-template-form';
import type { ExcelTemplate } from './excel-template-list';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

const ADD = '/bos/opExcelTemplate/add';
const EDIT = '/bos/opExcelTemplate/edit';
const BIZ_TYPES = [
  { bizType: 'MATERIAL', bizTypeName: '物料', module: '主数据' },
  { bizType: 'CUSTOMER', bizTypeName: '客户', module: '主数据' },
];
const material: ExcelTemplate = {
  id: '1716352000000510001',
  code: 'IMP-MATERIAL',
  name: '物料导入模板',
  bizType: 'MATERIAL',
  bizTypeName: '物料',
  fileId: '1716352000000519001',
  fileName: '物料导入模板.xlsx',
  fieldCount: 8,
  status: 0,
  remark: null,
};

const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('ExcelTemplateForm', () => {
  it('says what is missing in Chinese, then adds without a file (generated from the columns) as null', async () => {
    const calls = serve({ [ADD]: ok('1'), '/bos/opExcelTemplate/bizTypeList': ok(BIZ_TYPES) });
    const onClose = vi.fn();
    renderWithProviders(<ExcelTemplateForm onClose={onClose} onSaved={vi.fn()} />, '/', NO_LOOKUPS);
    await save();
    expect(await screen.findByText('请输入模板编码')).toBeTruthy();
    expect(screen.getByText('请选择业务类型', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(calls.filter((call) => call.path === ADD)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('模板编码'), 'IMP-CUSTOMER');
    await userEvent.type(screen.getByLabelText('模板名称'), '客户导入模板');
    await userEvent.click(screen.getByLabelText('业务类型'));
    await userEvent.click(await screen.findByTitle('客户（主数据）'));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.path === ADD).map((call) => call.body)).toEqual([
      { code: 'IMP-CUSTOMER', name: '客户导入模板', bizType: 'CUSTOMER', fileId: null, remark: null },
    ]);
  });

  it('shows the saved file and keeps it on an edit; removing it sends null', async () => {
    const calls = serve({ [EDIT]: ok(null), '/bos/opExcelTemplate/bizTypeList': ok(BIZ_TYPES) });
    const onClose = vi.fn();
    renderWithProviders(<ExcelTemplateForm record={material} onClose={onClose} onSaved={vi.fn()} />, '/', NO_LOOKUPS);
    expect(await screen.findByText('物料导入模板.xlsx')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Remove file|删除文件/ }));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.path === EDIT).map((call) => call.body)).toEqual([
      {
        id: '1716352000000510001',
        code: 'IMP-MATERIAL',
        name: '物料导入模板',
        bizType: 'MATERIAL',
        fileId: null,
        remark: null,
      },
    ]);
  });
});
