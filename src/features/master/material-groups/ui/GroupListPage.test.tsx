import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_LOOKUPS } from '@/shared/lib/lookups';
import { ScreenKeyProvider } from '@/shared/lib/screen-key';
import { closeFeedback, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { GroupListPage } from './GroupListPage';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

const LIST = '/scm/v2/commonDataMaterial/cdMaterialGroup/list';
const tree = [{ id: '101', title: '原材料', children: [{ id: '102', title: '金属材料' }] }];
const group = { id: '102', pid: '101', pname: '原材料', code: 'G0101', name: '金属材料', status: 0, remark: null };

// The first test pays for loading antd's table and tree in jsdom.
describe('GroupListPage', () => {
  it('lists every group under 全部, then only the children of the group chosen in the tree', async () => {
    const calls = serve({ '/scm/v2/commonDataMaterial/cdMaterialGroup/tree': ok(tree), [LIST]: ok([group]) });
    renderWithProviders(
      <ScreenKeyProvider value="scm.cdMaterialGroup">
        <GroupListPage />
      </ScreenKeyProvider>,
      '/',
      { ...NO_LOOKUPS, can: () => true },
    );
    expect(await screen.findByText('G0101')).toBeTruthy();
    expect(calls.filter((call) => call.path === LIST).map((call) => call.body)).not.toContainEqual(
      expect.objectContaining({ pid: expect.anything() }),
    );
    await userEvent.click(await screen.findByText('原材料', { selector: '.ant-tree-title' }));
    await waitFor(() => expect(calls.filter((call) => call.path === LIST).at(-1)?.body).toMatchObject({ pid: '101' }));
  });
});
