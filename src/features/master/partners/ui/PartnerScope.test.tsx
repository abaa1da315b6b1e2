import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, ok, renderWithProviders, serve, type Call } from '@tests/support/fake-api';
import { PartnerScope } from './PartnerScope';
import { sessionOf } from './sub-record.fixture';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

const scopeRow = {
  id: '480001',
  supplierId: '460001',
  materialId: 'M1',
  materialCode: 'EC-DB15F',
  materialName: 'DB15 母头',
  specification: '焊线式',
  typeName: '电子料',
  uomName: '个',
  supplierMaterialCode: 'DB15F-SW',
  remark: null,
};
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
const pageOf = (rows: object[]) => ({ rows, pageNo: 1, pageSize: 10, totalRows: rows.length, totalPage: 1 });

function renderScope(
  kind: 'customer' | 'supplier',
  partnerId: string,
  routes: Record<string, (call: Call) => Response>,
) {
  const calls = serve(routes);
  const session = sessionOf(['mdCustomer:edit', 'mdSupplier:edit']);
  const { queryClient } = renderWithProviders(<PartnerScope kind={kind} partnerId={partnerId} />, '/', session.lookups);
  act(() => session.seed(queryClient));
  return calls;
}

const bodiesOf = (calls: Call[], path: string) => calls.filter((call) => call.path === path).map((call) => call.body);

describe('PartnerScope', () => {
  it("lists the supplier's scope, adds picked materials (the picker leaves out the supplier's own) and edits the supplier code", async () => {
    const calls = renderScope('supplier', '460001', {
      '/scm/mdSupplierScope/page': ok(pageOf([scopeRow])),
      '/scm/mdMaterialMgmt/pageForSupplierScopeAdd': ok(pageOf([material])),
      '/scm/mdSupplierScope/add': ok(null),
      '/scm/mdSupplierScope/edit': ok(null),
    });
    expect(await screen.findByText('DB15F-SW')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '供应商物料编码' })).toBeTruthy();
    expect(bodiesOf(calls, '/scm/mdSupplierScope/page')[0]).toMatchObject({ pageNo: 1, supplierId: '460001' });

    await userEvent.click(screen.getByRole('button', { name: /添加物料/ }));
    // The picker is a lazy chunk with its own page call: give it more than findBy's 1 s on a loaded CI machine.
    expect(await screen.findByText('无缝钢管', {}, { timeout: 5000 })).toBeTruthy();
    expect(bodiesOf(calls, '/scm/mdMaterialMgmt/pageForSupplierScopeAdd')[0]).toMatchObject({ refId: '460001' });
    await userEvent.click(screen.getByText('无缝钢管'));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(bodiesOf(calls, '/scm/mdSupplierScope/add')).toEqual([{ supplierId: '460001', materialIds: ['M7'] }]),
    );
    await waitFor(() => expect(bodiesOf(calls, '/scm/mdSupplierScope/page').length).toBeGreaterThan(1));

    await userEvent.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    const code = within(dialog).getByLabelText('供应商物料编码');
    await userEvent.clear(code);
    await userEvent.type(code, ' DB15F-SW-G ');
    // The input counts against the contract's 64 characters.
    expect(within(dialog).getByText('12 / 64')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('备注'), '镀金款');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(bodiesOf(calls, '/scm/mdSupplierScope/edit')).toEqual([
        { id: '480001', supplierMaterialCode: 'DB15F-SW-G', remark: '镀金款' },
      ]),
    );
  });

  it("searches a customer's scope by material code and removes a material after asking", async () => {
    const customerRow = {
      ...scopeRow,
      supplierId: undefined,
      supplierMaterialCode: undefined,
      customerId: '470001',
      customerMaterialCode: 'HD-MT-0750',
    };
    const calls = renderScope('customer', '470001', {
      '/scm/mdCustomerScope/page': ok(pageOf([customerRow])),
      '/scm/mdCustomerScope/delete': ok(null),
    });
    expect(await screen.findByText('HD-MT-0750')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '客户料号' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: '物料编码' }), 'EC-DB{Enter}');
    await waitFor(() =>
      expect(bodiesOf(calls, '/scm/mdCustomerScope/page').at(-1)).toMatchObject({
        customerId: '470001',
        materialCode: 'EC-DB',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: /移\s*除/ }));
    expect(await screen.findByText('确认移除吗？')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(bodiesOf(calls, '/scm/mdCustomerScope/delete')).toEqual([{ ids: ['480001'] }]));
  });
});
