import { queryOptions } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserMessageError } from '@/shared/lib/errors';
import { closeFeedback, renderWithProviders } from '@tests/support/fake-api';
import { EditFromDetail } from './EditFromDetail';

afterEach(() => closeFeedback());

const detailOf = (answer: () => Promise<{ id: string; barcode: string }>) =>
  queryOptions({ queryKey: ['detail', 'M1'], queryFn: answer, retry: false });

describe('EditFromDetail', () => {
  it('renders the form with the whole record once the detail arrives', async () => {
    const form = vi.fn(({ barcode }: { barcode: string }) => <p>条码 {barcode}</p>);
    renderWithProviders(
      <EditFromDetail
        query={detailOf(async () => ({ id: 'M1', barcode: '6901234567892' }))}
        title="编辑物料"
        onClose={vi.fn()}
      >
        {(record) => form(record)}
      </EditFromDetail>,
    );
    expect(await screen.findByText('条码 6901234567892')).toBeTruthy();
    expect(form).toHaveBeenCalledWith({ id: 'M1', barcode: '6901234567892' });
  });

  it('says why the detail could not be fetched instead of an empty form', async () => {
    const form = vi.fn(() => <p>表单</p>);
    renderWithProviders(
      <EditFromDetail
        query={detailOf(() => Promise.reject(new UserMessageError('物料不存在')))}
        title="编辑物料"
        onClose={vi.fn()}
      >
        {form}
      </EditFromDetail>,
    );
    expect(await screen.findByText('获取详情失败：物料不存在')).toBeTruthy();
    expect(form).not.toHaveBeenCalled();
  });
});
