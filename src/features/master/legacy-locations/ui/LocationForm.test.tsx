import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { LocationForm } from './LocationForm';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

const ADD = '/scm/mdLocation/add';
const page = <Row,>(rows: Row[]) => ok({ rows, pageNo: 1, pageSize: 500, totalRows: rows.length, totalPage: 1 });
const house = (id: string, code: string, name: string) => ({
  id,
  code,
  name,
  houseType: 'RAW',
  locationManaged: true,
  allowNegative: false,
  status: 0,
});
const area = (id: string, houseId: string, houseName: string, code: string, name: string) => ({
  id,
  houseId,
  houseCode: '',
  houseName,
  code,
  name,
  areaType: 'STORE',
  status: 0,
});
const houses = [house('H1', 'WH-RM-01', '原材料一号仓'), house('H2', 'WH-DZ-01', '电子料仓')];
const areas = [
  area('A1', 'H1', '原材料一号仓', 'WH-RM-01-A', '型材区'),
  area('A2', 'H1', '原材料一号仓', 'WH-RM-01-B', '板材区'),
  area('E1', 'H2', '电子料仓', 'WH-DZ-01-E1', '防静电区'),
];
// The selects' placeholders say '请选择…' too: look for the form's error lines.
const ERROR = '.ant-form-item-explain-error';

function renderForm() {
  const calls = serve({
    '/scm/mdHouse/page': page(houses),
    '/scm/mdArea/page': page(areas),
    '/scm/mdLocation/page': page([]),
    [ADD]: ok('L9'),
  });
  const onClose = vi.fn();
  renderWithProviders(<LocationForm onClose={onClose} onSaved={vi.fn()} />);
  return { adds: () => calls.filter((call) => call.path === ADD).map((call) => call.body), onClose };
}

const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

/** What a select shows: the chosen option's label, or its placeholder. */
const shown = (id: string) =>
  document.getElementById(id)?.closest('.ant-select')?.querySelector('.ant-select-content')?.textContent;

async function chooseHouse(title: string) {
  await userEvent.click(screen.getByLabelText('所属仓库'));
  await userEvent.click(await screen.findByTitle(title));
}

describe('LocationForm', () => {
  it('asks for the house, the area and the texts in Chinese, keeps what was typed and sends nothing', async () => {
    const { adds } = renderForm();
    // No area to pick before a house is chosen.
    expect(screen.getByLabelText<HTMLInputElement>('所属库区').disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('库位编码'), 'A 03 01');
    await save();
    expect(await screen.findByText('请选择所属仓库', { selector: ERROR })).toBeTruthy();
    expect(screen.getByText('请选择所属库区', { selector: ERROR })).toBeTruthy();
    expect(screen.getByText('库位编码只能包含字母、数字、“-”和“_”')).toBeTruthy();
    expect(screen.getByText('请输入库位名称')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('库位编码').value).toBe('A 03 01');
    expect(adds()).toHaveLength(0);
  });

  it("offers only the chosen house's areas, clears the area when the house changes, and sends the area without the house", async () => {
    const { adds, onClose } = renderForm();
    await chooseHouse('WH-RM-01 原材料一号仓');
    await userEvent.click(screen.getByLabelText('所属库区'));
    await screen.findByTitle('原材料一号仓 / WH-RM-01-A 型材区');
    expect(screen.getByTitle('原材料一号仓 / WH-RM-01-B 板材区')).toBeTruthy();
    expect(screen.queryByTitle('电子料仓 / WH-DZ-01-E1 防静电区')).toBeNull();
    await userEvent.click(screen.getByTitle('原材料一号仓 / WH-RM-01-A 型材区'));
    expect(shown('areaId')).toBe('原材料一号仓 / WH-RM-01-A 型材区');

    await chooseHouse('WH-DZ-01 电子料仓');
    await waitFor(() => expect(shown('areaId')).toBe('请选择所属库区'));
    await userEvent.click(screen.getByLabelText('所属库区'));
    await userEvent.click(await screen.findByTitle('电子料仓 / WH-DZ-01-E1 防静电区'));

    await userEvent.type(screen.getByLabelText('库位编码'), 'E1-01-01');
    await userEvent.type(screen.getByLabelText('库位名称'), '防静电区 1 号货架第 1 层');
    await userEvent.type(screen.getByLabelText('容量（托）'), '4');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(adds()).toEqual([
      { areaId: 'E1', code: 'E1-01-01', name: '防静电区 1 号货架第 1 层', capacity: 4, remark: null },
    ]);
  });
});
