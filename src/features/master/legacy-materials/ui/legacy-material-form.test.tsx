import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_LOOKUPS, type Lookups } from '@/shared/lib/lookups';
import { closeFeedback, fail, ok, renderWithProviders, serve, type Call } from '@tests/support/fake-api';
import { LegacyMaterialForm } from './legacy-material-form';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

const ADD = '/scm/mdMaterialMgmt/add';
const DICTIONARY: Record<string, { title: string; value: string }[]> = {
  material_type: [
    { title: '原材料', value: 'RAW' },
    { title: '成品', value: 'FIN' },
  ],
  material_traceability: [
    { title: '不追溯', value: 'NONE' },
    { title: '批次追溯', value: 'BATCH' },
  ],
};
const lookups: Lookups = { ...NO_LOOKUPS, dictOptions: (code) => DICTIONARY[code] ?? [] };
const UNITS = [
  { id: '1', code: 'PCS', name: '个', precision: 0, category: 'QTY', status: 0 },
  { id: '2', code: 'KG', name: '千克', precision: 3, category: 'WGT', status: 0 },
  { id: '3', code: 'G', name: '克', precision: 2, category: 'WGT', status: 0 },
];
const GROUPS = [
  {
    id: '10',
    pid: '0',
    title: '原材料',
    name: '原材料',
    description: 'G01',
    type: 'group',
    isLeaf: false,
    children: [
      {
        id: '11',
        pid: '10',
        title: '电子元器件',
        name: '电子元器件',
        description: 'G0102',
        type: 'group',
        isLeaf: true,
      },
    ],
  },
];

function renderForm(add: (call: Call) => Response = ok('1716352000000450199')) {
  const calls = serve({
    [ADD]: add,
    '/scm/v2/commonDataMaterial/cdUom/list': ok(UNITS),
    '/scm/mdGroup/tree': ok(GROUPS),
  });
  const onClose = vi.fn();
  renderWithProviders(<LegacyMaterialForm onClose={onClose} onSaved={vi.fn()} />, '/', lookups);
  return { calls, onClose, adds: () => calls.filter((call) => call.path === ADD).map((call) => call.body) };
}

const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

/** Opens a select and picks an option; an earlier select's dropdown stays in the DOM, so the newest one is last. */
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  const newest = (await screen.findAllByTitle(option)).pop();
  if (!newest) throw new Error(`no option ${option}`);
  await userEvent.click(newest);
}

/** The form's field messages (a placeholder may say the same words). */
const fieldErrors = () =>
  Array.from(document.querySelectorAll('.ant-form-item-explain-error'), (error) => error.textContent);

// The first test pays for loading antd's modal, selects and form in jsdom.
describe('LegacyMaterialForm', () => {
  it('says in Chinese what is wrong, keeps what was typed and sends nothing', async () => {
    const { adds } = renderForm();
    await userEvent.type(screen.getByLabelText('物料编码'), 'EL R0603');
    await userEvent.type(screen.getByLabelText('物料名称'), '贴片电阻');
    await userEvent.type(screen.getByLabelText('条码'), '69#01');
    await save();
    await screen.findByText('物料编码只能包含字母、数字、“-”和“_”');
    expect(fieldErrors()).toEqual(
      expect.arrayContaining([
        '物料编码只能包含字母、数字、“-”和“_”',
        '请选择物料类型',
        '请选择计量单位',
        '条码只能包含字母、数字和“-”',
      ]),
    );
    expect(screen.getByLabelText<HTMLInputElement>('物料编码').value).toBe('EL R0603');
    expect(screen.getByLabelText<HTMLInputElement>('物料名称').value).toBe('贴片电阻');
    expect(adds()).toHaveLength(0);
  });

  it('refuses a net weight above the gross weight, and a weight without its unit', async () => {
    const { adds } = renderForm();
    await userEvent.type(screen.getByLabelText('单位净重'), '2');
    await userEvent.type(screen.getByLabelText('单位毛重'), '1.5');
    await save();
    await screen.findByText('单位净重不能大于单位毛重');
    expect(fieldErrors()).toEqual(expect.arrayContaining(['单位净重不能大于单位毛重', '填写了重量时请选择重量单位']));
    expect(screen.getByLabelText<HTMLInputElement>('单位净重').value).toBe('2');
    expect(screen.getByLabelText<HTMLInputElement>('单位毛重').value).toBe('1.5');
    expect(adds()).toHaveLength(0);
  });

  it('sends the body by codes: unit, group and weight unit as codes, empty optional fields as null', async () => {
    const { adds, onClose } = renderForm();
    await userEvent.type(screen.getByLabelText('物料编码'), 'EL-R0603-4K7');
    await userEvent.type(screen.getByLabelText('物料名称'), ' 贴片电阻 ');
    await choose('物料类型', '原材料');
    await choose('计量单位', '个（PCS）');
    await choose('物料组', '电子元器件');
    await userEvent.type(screen.getByLabelText('单位净重'), '0.002');
    await userEvent.type(screen.getByLabelText('单位毛重'), '0.003');
    await choose('重量单位', '克（G）');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(adds()).toEqual([
      {
        code: 'EL-R0603-4K7',
        name: '贴片电阻',
        typeCode: 'RAW',
        traceability: 'NONE',
        uomCode: 'PCS',
        groupCode: 'G0102',
        specification: null,
        brand: null,
        drawingNo: null,
        barcode: null,
        shelfLifeDays: null,
        safetyStock: null,
        minPackQty: null,
        netWeight: 0.002,
        grossWeight: 0.003,
        weightUomCode: 'G',
        remark: null,
      },
    ]);
  });

  it('keeps the form and shows the server’s message when the code is taken', async () => {
    const { adds, onClose } = renderForm(fail('物料编码“EL-R0603-4K7”已存在'));
    await userEvent.type(screen.getByLabelText('物料编码'), 'EL-R0603-4K7');
    await userEvent.type(screen.getByLabelText('物料名称'), '贴片电阻');
    await choose('物料类型', '原材料');
    await choose('计量单位', '个（PCS）');
    await save();
    expect(await screen.findByText('物料编码“EL-R0603-4K7”已存在')).toBeTruthy();
    expect(adds()).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('物料名称').value).toBe('贴片电阻');
  });

  it('edits from the detail, so the fields the list leaves out are sent back unchanged', async () => {
    const EDIT = '/scm/mdMaterialMgmt/edit';
    const detail = {
      id: '1716352000000450111',
      code: 'FG-SD-750',
      name: '伺服驱动器',
      specification: 'SD-750',
      typeCode: 'FIN',
      typeName: '成品',
      traceability: 'BATCH',
      uomCode: 'PCS',
      uomName: '个',
      groupCode: 'G0102',
      groupName: '电子元器件',
      brand: '精工',
      drawingNo: 'SD750-00-000 C',
      barcode: '6970123450104',
      shelfLifeDays: null,
      safetyStock: 50,
      minPackQty: 1,
      netWeight: 1.35,
      grossWeight: 1.8,
      weightUomCode: 'KG',
      weightUomName: '千克',
      status: 0,
      remark: null,
    };
    const calls = serve({
      '/scm/mdMaterialMgmt/detail': ok(detail),
      [EDIT]: ok(null),
      '/scm/v2/commonDataMaterial/cdUom/list': ok(UNITS),
      '/scm/mdGroup/tree': ok(GROUPS),
    });
    const onClose = vi.fn();
    const row = {
      id: detail.id,
      code: detail.code,
      name: detail.name,
      typeCode: 'FIN' as const,
      typeName: '成品',
      traceability: 'BATCH' as const,
      uomCode: 'PCS',
      uomName: '个',
      status: 0 as const,
    };
    renderWithProviders(<LegacyMaterialForm record={row} onClose={onClose} onSaved={vi.fn()} />, '/', lookups);
    const name = await screen.findByLabelText<HTMLInputElement>('物料名称');
    expect(name.value).toBe('伺服驱动器');
    await userEvent.clear(name);
    await userEvent.type(name, '伺服驱动器 750W');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.path === EDIT).map((call) => call.body)).toEqual([
      {
        id: '1716352000000450111',
        code: 'FG-SD-750',
        name: '伺服驱动器 750W',
        typeCode: 'FIN',
        traceability: 'BATCH',
        uomCode: 'PCS',
        groupCode: 'G0102',
        specification: 'SD-750',
        brand: '精工',
        drawingNo: 'SD750-00-000 C',
        barcode: '6970123450104',
        shelfLifeDays: null,
        safetyStock: 50,
        minPackQty: 1,
        netWeight: 1.35,
        grossWeight: 1.8,
        weightUomCode: 'KG',
        remark: null,
      },
    ]);
  });
});
