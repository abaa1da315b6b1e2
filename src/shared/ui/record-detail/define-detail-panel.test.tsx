import { queryOptions } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NO_LOOKUPS } from '@/shared/lib/lookups';
import { renderWithProviders } from '@tests/support/fake-api';
import { defineDetailPanel } from './define-detail-panel';

interface House {
  id: string;
  code: string;
  status: number;
}

describe('defineDetailPanel', () => {
  it("asks for the row's detail and shows the declared values, dictionary values through the session's lookups", async () => {
    const fetchDetail = vi.fn((id: string) =>
      Promise.resolve({ id, code: 'WH-RM-01', status: 1, createTime: '2026-03-02 09:15:00' }),
    );
    const Panel = defineDetailPanel({
      title: '仓库详情',
      query: (row: House) => queryOptions({ queryKey: ['test', 'house', row.id], queryFn: () => fetchDetail(row.id) }),
      items: (house, renderDict) => [
        { label: '仓库编码', value: house.code },
        { label: '状态', value: renderDict('common_status', house.status) },
      ],
    });
    const lookups = {
      ...NO_LOOKUPS,
      renderDict: (code: string, value: unknown) => (code === 'common_status' && value === 1 ? '停用' : String(value)),
    };
    renderWithProviders(<Panel row={{ id: '7', code: 'WH-RM-01', status: 1 }} onClose={vi.fn()} />, '/', lookups);
    expect(await screen.findByText('仓库详情')).toBeTruthy();
    expect(await screen.findByText('WH-RM-01')).toBeTruthy();
    expect(screen.getByText('停用')).toBeTruthy();
    expect(fetchDetail).toHaveBeenCalledWith('7');
  });
});
