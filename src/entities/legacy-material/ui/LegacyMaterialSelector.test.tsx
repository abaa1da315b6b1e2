import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, renderWithProviders, serve, ok } from '@tests/support/fake-api';
import { LegacyMaterialSelector } from './LegacyMaterialSelector';

afterEach(async () => {
  await closeFeedback();
  vi.unstubAllGlobals();
});

const material = {
  id: 'M7',
  code: 'RM-0107',
  name: '无缝钢管',
  typeCode: 'RAW',
  typeName: '原材料',
  traceability: 'BATCH',
  uomCode: 'M',
  uomName: '米',
  specification: '20# Φ32×3',
  status: 0,
};
const page = { rows: [material], pageNo: 1, pageSize: 10, totalRows: 1, totalPage: 1 };

describe('LegacyMaterialSelector', () => {
  it("asks the chosen picker with the record's id, searches by code and hands back the picked rows", async () => {
    const calls = serve({ '/scm/mdMaterialMgmt/pageForSupplierScopeAdd': ok(page) });
    const onOk = vi.fn();
    renderWithProviders(
      <LegacyMaterialSelector open picker="supplierScope" refId="S1" onCancel={vi.fn()} onOk={onOk} />,
    );
    expect(await screen.findByText('无缝钢管')).toBeTruthy();
    const bodies = () => calls.filter((c) => c.path.endsWith('/pageForSupplierScopeAdd')).map((c) => c.body);
    expect(bodies()[0]).toEqual({ pageNo: 1, pageSize: 10, refId: 'S1' });

    await userEvent.type(screen.getByRole('textbox', { name: '物料编码' }), 'RM-01{Enter}');
    await waitFor(() => expect(bodies().at(-1)).toEqual({ code: 'RM-01', pageNo: 1, pageSize: 10, refId: 'S1' }));

    await userEvent.click(await screen.findByText('无缝钢管'));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith([expect.objectContaining({ id: 'M7', code: 'RM-0107' })]);
  });
});
