import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_LOOKUPS } from '@/shared/lib/lookups';
import { closeFeedback, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { PrintTemplateForm } from './print-template-form';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

const ADD = '/bos/opPrintTemplate/add';
const BIZ_TYPES = [
  {
    bizType: 'PURCHASE_ORDER',
    bizTypeName: '采购订单',
    fields: [{ key: 'orderNo', label: '订单号', sample: 'PO-20260415-0032' }],
  },
  {
    bizType: 'MATERIAL_LABEL',
    bizTypeName: '物料标签',
    fields: [{ key: 'batchNo', label: '批次号', sample: 'B20260415-01' }],
  },
];

function renderForm() {
  const calls = serve({ [ADD]: ok('1'), '/bos/opPrintTemplate/bizTypeList': ok(BIZ_TYPES) });
  const onClose = vi.fn();
  renderWithProviders(<PrintTemplateForm onClose={onClose} onSaved={vi.fn()} />, '/', NO_LOOKUPS);
  return { calls, onClose };
}

const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('PrintTemplateForm', () => {
  it('says in Chinese what is missing and sends nothing', async () => {
    const { calls } = renderForm();
    await userEvent.type(screen.getByLabelText('模板编码'), 'PT 01');
    await save();
    expect(await screen.findByText('模板编码只能包含字母、数字、“-”和“_”')).toBeTruthy();
    expect(screen.getByText('请输入模板名称')).toBeTruthy();
    expect(screen.getByText('请选择业务类型', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(screen.getByText('请输入模板内容')).toBeTruthy();
    expect(screen.getByText('请先选择业务类型')).toBeTruthy();
    expect(calls.filter((call) => call.path === ADD)).toHaveLength(0);
  });

  it("offers the chosen business type's fields, inserts one as ${key}, and sends the whole body (A4 portrait by default)", async () => {
    const { calls, onClose } = renderForm();
    await userEvent.type(screen.getByLabelText('模板编码'), 'PT-LBL-02');
    await userEvent.type(screen.getByLabelText('模板名称'), '物料标签（小）');
    await userEvent.click(screen.getByLabelText('业务类型'));
    await userEvent.click(await screen.findByTitle('物料标签'));
    const content = screen.getByLabelText('模板内容');
    fireEvent.change(content, { target: { value: '<p>批次：</p>' } });
    (content as HTMLTextAreaElement).setSelectionRange(6, 6);
    await userEvent.click(await screen.findByRole('button', { name: '批次号' }));
    expect((content as HTMLTextAreaElement).value).toBe('<p>批次：${batchNo}</p>');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.path === ADD).map((call) => call.body)).toEqual([
      {
        code: 'PT-LBL-02',
        name: '物料标签（小）',
        bizType: 'MATERIAL_LABEL',
        paperSize: 'A4',
        orientation: 'PORTRAIT',
        content: '<p>批次：${batchNo}</p>',
        remark: null,
      },
    ]);
  });
});
