import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/support/fake-api';
import { DetailDrawer } from './DetailDrawer';

afterEach(cleanup);

const record = { id: '1', code: 'KH-0001', createAccount: 'zhangwei', createTime: '2026-01-12 10:00:00' };
const query = { queryKey: ['detail', '1'], queryFn: () => Promise.resolve(record) };

describe('DetailDrawer', () => {
  it('shows the values and the audit stamp as the first tab, 基本信息, before the given tabs', async () => {
    renderWithProviders(
      <DetailDrawer
        title="客户详情"
        onClose={() => undefined}
        query={query}
        items={(r) => [{ label: '客户编码', value: r.code }]}
        tabs={() => [{ key: 'address', label: '地址', children: '地址列表' }]}
      />,
    );
    expect(await screen.findByText('KH-0001')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '基本信息' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '地址' })).toBeTruthy();
    expect(screen.getByText('zhangwei')).toBeTruthy();
  });

  it('shows no tabs when none are given', async () => {
    renderWithProviders(
      <DetailDrawer
        title="仓库详情"
        onClose={() => undefined}
        query={query}
        items={(r) => [{ label: '仓库编码', value: r.code }]}
      />,
    );
    expect(await screen.findByText('KH-0001')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
