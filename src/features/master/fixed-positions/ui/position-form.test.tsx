import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { PositionForm } from './position-form';

afterEach(async () => {
  await closeFeedback();
  vi.unstubAllGlobals();
});

const page = <Row,>(rows: Row[]) => ok({ rows, pageNo: 1, pageSize: 10, totalRows: rows.length, totalPage: 1 });
const material = {
  id: 'M1',
  code: 'RM-0001',
  name: '冷轧钢板',
  typeName: '原材料',
  traceability: 'BATCH',
  specification: 'SPCC 1.0mm',
  uomName: '千克',
};
const location = {
  id: 'L1',
  code: 'A-01-01',
  name: '1 号货架',
  warehouseId: 'W1',
  warehouseCode: 'WH-01',
  warehouseName: '原材料仓',
  areaId: 'A1',
  areaCode: 'A',
  areaName: '型材区',
  status: 0,
};
// The select's placeholder says '请选择库位' too: look for the form's error line.
const ERROR = '.ant-form-item-explain-error';
const CREATE = '/scm/v2/commonDataMaterial/cdFixedPosition/create';

function renderModal() {
  const calls = serve({
    '/scm/v2/commonDataMaterial/cdLocation/page': page([location]),
    '/scm/v2/commonDataMaterial/cdMaterialGroup/tree': ok([]),
    '/scm/v2/commonDataMaterial/material/page': page([material]),
    [CREATE]: ok('FP1'),
  });
  const onClose = vi.fn();
  renderWithProviders(<PositionForm onClose={onClose} onSaved={vi.fn()} />);
  return { creates: () => calls.filter((c) => c.path === CREATE), onClose };
}

// The selector's table and the selects render slowly under jsdom.
describe('PositionForm', () => {
  it('asks for the material and the location in Chinese and sends nothing', async () => {
    const { creates } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请选择物料', { selector: ERROR })).toBeTruthy();
    expect(screen.getByText('请选择库位', { selector: ERROR })).toBeTruthy();
    expect(creates()).toHaveLength(0);
  });

  it('sends the chosen material and location ids, the maximum, and an empty remark as null', async () => {
    const { creates, onClose } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: /选\s*择/ }));
    await userEvent.click(await screen.findByText('冷轧钢板'));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByDisplayValue('RM-0001 冷轧钢板')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('库位'));
    await userEvent.click(await screen.findByTitle('A-01-01 1 号货架（原材料仓）'));
    await userEvent.type(screen.getByLabelText('最大存放量'), '300');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]?.body).toEqual({ materialId: 'M1', locationId: 'L1', maxQty: 300, remark: null });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
