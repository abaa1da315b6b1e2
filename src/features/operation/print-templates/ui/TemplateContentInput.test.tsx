import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { opPrintTemplate } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import { closeFeedback, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { TemplateContentInput } from './TemplateContentInput';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

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

function Harness({ bizType }: { bizType: string }) {
  const form = useForm<FormValues<typeof opPrintTemplate>>({
    defaultValues: { code: '', name: '', bizType, paperSize: 'A4', orientation: 'PORTRAIT', content: '', remark: '' },
  });
  return (
    <FormProvider {...form}>
      <label htmlFor="content">模板内容</label>
      <Controller control={form.control} name="content" render={({ field }) => <TemplateContentInput {...field} />} />
    </FormProvider>
  );
}

describe('TemplateContentInput', () => {
  it('asks for the business type before it offers fields', () => {
    serve({ '/bos/opPrintTemplate/bizTypeList': ok(BIZ_TYPES) });
    renderWithProviders(<Harness bizType="" />);
    expect(screen.getByText('请先选择业务类型')).toBeTruthy();
  });

  it("offers the chosen business type's fields and inserts one as ${key} at the caret", async () => {
    serve({ '/bos/opPrintTemplate/bizTypeList': ok(BIZ_TYPES) });
    renderWithProviders(<Harness bizType="MATERIAL_LABEL" />);
    const content = screen.getByLabelText<HTMLTextAreaElement>('模板内容');
    fireEvent.change(content, { target: { value: '<p>批次：</p>' } });
    content.setSelectionRange(6, 6);
    await userEvent.click(await screen.findByRole('button', { name: '批次号' }, { timeout: 5000 }));
    expect(content.value).toBe('<p>批次：${batchNo}</p>');
    expect(screen.queryByRole('button', { name: '订单号' })).toBeNull();
  });
});
