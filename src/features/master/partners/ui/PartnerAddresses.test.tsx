import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, fail, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { PartnerAddresses } from './PartnerAddresses';
import { sessionOf } from './sub-record.fixture';
import { formErrors } from '@tests/support/form-errors';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

const SUPPLIER_LIST = '/scm/mdSupplierAddress/list';
const SUPPLIER_ADD = '/scm/mdSupplierAddress/add';
const SUPPLIER_DELETE = '/scm/mdSupplierAddress/delete';
const CUSTOMER_LIST = '/scm/mdCustomerAddress/list';
const CUSTOMER_EDIT = '/scm/mdCustomerAddress/edit';

const deliver = {
  id: 'A1',
  supplierId: '460001',
  addressType: 'DELIVER',
  contactName: '林晓燕',
  contactPhone: '0755-83218866',
  province: '广东省',
  city: '深圳市',
  district: '福田区',
  detail: '华强北路 1019 号',
  postcode: '518031',
  isDefault: true,
  remark: null,
  createAccount: 'zhangwei',
  createTime: '2026-01-12 10:20:00',
};
const ship = {
  ...deliver,
  id: 'C1',
  customerId: '470001',
  addressType: 'SHIP',
  supplierId: undefined,
  contactName: '顾晓东',
  contactPhone: '13961752043',
};

function renderAddresses(
  kind: 'customer' | 'supplier',
  partnerId: string,
  routes: Parameters<typeof serve>[0],
  codes = ['mdCustomer:edit', 'mdSupplier:edit'],
) {
  const calls = serve(routes);
  const session = sessionOf(codes);
  const { queryClient } = renderWithProviders(
    <PartnerAddresses kind={kind} partnerId={partnerId} />,
    '/',
    session.lookups,
  );
  act(() => session.seed(queryClient));
  return calls;
}

const bodiesOf = (calls: { path: string; body: unknown }[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.body);
const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('PartnerAddresses', () => {
  it("lists the supplier's addresses, says in Chinese what is wrong, keeps the typed values, then sends the supplier's body", async () => {
    const calls = renderAddresses('supplier', '460001', { [SUPPLIER_LIST]: ok([deliver]), [SUPPLIER_ADD]: ok('A2') });
    expect(await screen.findByText('林晓燕')).toBeTruthy();
    expect(screen.getByText('发货地址')).toBeTruthy();
    expect(bodiesOf(calls, SUPPLIER_LIST)[0]).toMatchObject({ supplierId: '460001' });

    await userEvent.click(screen.getByRole('button', { name: /新增地址/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增供应商地址')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('联系电话'), '12345');
    await userEvent.type(within(dialog).getByLabelText('邮编'), '2151');
    await save();
    expect(await within(dialog).findByText('联系电话格式不正确（手机号、区号-座机号或 +国家码号码）')).toBeTruthy();
    expect(within(dialog).getByText('邮编须为 6 位数字')).toBeTruthy();
    expect(formErrors(dialog)).toContain('请选择地址类型');
    expect(within(dialog).getByText('请输入联系人')).toBeTruthy();
    expect(within(dialog).getByText('请输入详细地址')).toBeTruthy();
    expect(bodiesOf(calls, SUPPLIER_ADD)).toHaveLength(0);
    expect(within(dialog).getByLabelText<HTMLInputElement>('联系电话').value).toBe('12345');

    // Only the supplier's address types are offered.
    await userEvent.click(within(dialog).getByLabelText('地址类型'));
    expect(await screen.findByTitle('退货地址')).toBeTruthy();
    expect(screen.queryByTitle('收货地址')).toBeNull();
    await userEvent.click(screen.getByTitle('退货地址'));
    const phone = within(dialog).getByLabelText('联系电话');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0512-66881234-8');
    await userEvent.type(within(dialog).getByLabelText('邮编'), '04');
    await userEvent.type(within(dialog).getByLabelText('联系人'), ' 丁磊 ');
    await userEvent.type(within(dialog).getByLabelText('省份'), '江苏省');
    await userEvent.type(within(dialog).getByLabelText('城市'), '苏州市');
    await userEvent.type(within(dialog).getByLabelText('详细地址'), '前珠路 8 号退货组');
    await userEvent.click(within(dialog).getByRole('switch'));
    await save();
    await waitFor(() => expect(bodiesOf(calls, SUPPLIER_ADD)).toHaveLength(1));
    expect(bodiesOf(calls, SUPPLIER_ADD)[0]).toEqual({
      supplierId: '460001',
      addressType: 'RETURN',
      contactName: '丁磊',
      contactPhone: '0512-66881234-8',
      province: '江苏省',
      city: '苏州市',
      district: null,
      detail: '前珠路 8 号退货组',
      postcode: '215104',
      isDefault: true,
      remark: null,
    });
    // The list is asked again after the save.
    await waitFor(() => expect(bodiesOf(calls, SUPPLIER_LIST).length).toBeGreaterThan(1));
  });

  it("edits a customer's address with its id and customerId, and shows the server's refusal on the form", async () => {
    let answer = fail('同一客户的收票地址最多 5 个');
    const calls = renderAddresses('customer', '470001', {
      [CUSTOMER_LIST]: ok([ship]),
      [CUSTOMER_EDIT]: () => answer(),
    });
    expect(await screen.findByText('顾晓东')).toBeTruthy();
    expect(screen.getByText('收货地址')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('编辑客户地址')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('备注'), '二厂');
    await save();
    expect(await within(dialog).findByText('同一客户的收票地址最多 5 个')).toBeTruthy();
    answer = ok(null);
    await save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(calls, CUSTOMER_EDIT).at(-1)).toEqual({
      id: 'C1',
      customerId: '470001',
      addressType: 'SHIP',
      contactName: '顾晓东',
      contactPhone: '13961752043',
      province: '广东省',
      city: '深圳市',
      district: '福田区',
      detail: '华强北路 1019 号',
      postcode: '518031',
      isDefault: true,
      remark: '二厂',
    });
  });

  it('deletes after asking, and offers no changes without the partner edit permission', async () => {
    const calls = renderAddresses('supplier', '460001', {
      [SUPPLIER_LIST]: ok([deliver]),
      [SUPPLIER_DELETE]: ok(null),
    });
    await screen.findByText('林晓燕');
    await userEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确认删除吗？')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(bodiesOf(calls, SUPPLIER_DELETE)).toEqual([{ ids: ['A1'] }]));
    cleanup();

    renderAddresses('supplier', '460001', { [SUPPLIER_LIST]: ok([deliver]) }, ['mdSupplier:detail']);
    await screen.findByText('林晓燕');
    expect(screen.queryByRole('button', { name: /新增地址/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });
});
