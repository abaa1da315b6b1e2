import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, fail, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { MaterialSelector } from './MaterialSelector';

afterEach(async () => {
  await closeFeedback();
  vi.unstubAllGlobals();
});

const groups = [{ id: 'G1', title: '原材料', children: [{ id: 'G11', title: '金属材料' }] }];
const page = {
  rows: [
    {
      id: 'M1',
      code: 'RM-0001',
      name: '冷轧钢板',
      typeName: '原材料',
      traceability: 'BATCH',
      specification: 'SPCC 1.0mm',
      uomName: '千克',
    },
  ],
  pageNo: 1,
  pageSize: 10,
  totalRows: 1,
  totalPage: 1,
};

describe('MaterialSelector', () => {
  it("starts on '全部' without a group filter, then filters by the chosen group", async () => {
    const calls = serve({
      '/scm/v2/commonDataMaterial/cdMaterialGroup/tree': ok(groups),
      '/scm/v2/commonDataMaterial/material/page': ok(page),
    });
    renderWithProviders(<MaterialSelector open onCancel={vi.fn()} onOk={vi.fn()} />);
    expect(await screen.findByText('冷轧钢板')).toBeTruthy();
    const pages = () => calls.filter((c) => c.path.endsWith('/material/page')).map((c) => c.body);
    expect(pages()[0]).toEqual({ status: '0', pageNo: 1, pageSize: 10 });
    await userEvent.click(await screen.findByText('金属材料'));
    await waitFor(() => expect(pages().at(-1)).toEqual({ status: '0', groupId: 'G11', pageNo: 1, pageSize: 10 }));
  });

  it('says the material groups could not be fetched', async () => {
    serve({
      '/scm/v2/commonDataMaterial/cdMaterialGroup/tree': fail('物料组服务不可用'),
      '/scm/v2/commonDataMaterial/material/page': ok(page),
    });
    renderWithProviders(<MaterialSelector open onCancel={vi.fn()} onOk={vi.fn()} />);
    expect(await screen.findByText('获取物料分组失败：物料组服务不可用')).toBeTruthy();
  });
});
