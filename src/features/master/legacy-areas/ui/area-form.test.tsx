import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_LOOKUPS } from '@/shared/lib/lookups';
import { closeFeedback, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import type { MdArea } from '../model/area-list';
import { AreaForm } from './area-form';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

const ADD = '/scm/mdArea/add';
const EDIT = '/scm/mdArea/edit';
const page = <Row,>(rows: Row[]) => ok({ rows, pageNo: 1, pageSize: 500, totalRows: rows.length, totalPage: 1 });
const house = {
  id: 'H1',
  code: 'WH-RM-01',
  name: '原材料一号仓',
  houseType: 'RAW',
  locationManaged: true,
  allowNegative: false,
  status: 0,
};
const area: MdArea = {
  id: 'A1',
  houseId: 'H1',
  houseCode: 'WH-RM-01',
  houseName: '原材料一号仓',
  code: 'WH-RM-01-QC',
  name: '待检区',
  areaType: 'QC',
  status: 0,
  remark: null,
};
const lookups = {
  ...NO_LOOKUPS,
  dictOptions: () => [
    { title: '存储区', value: 'STORE' },
    { title: '待检区', value: 'QC' },
  ],
};
// The select's placeholder says '请选择所属仓库' too: look for the form's error line.
const ERROR = '.ant-form-item-explain-error';

function renderForm(edited?: MdArea) {
  const calls = serve({
    '/scm/mdHouse/page': page([house]),
    '/scm/mdArea/page': page([]),
    [ADD]: ok('A9'),
    [EDIT]: ok(null),
  });
  const onClose = vi.fn();
  renderWithProviders(<AreaForm record={edited} onClose={onClose} onSaved={vi.fn()} />, '/', lookups);
  return { sent: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body), onClose };
}

const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('AreaForm', () => {
  it('says in Chinese what is missing or wrong, keeps what was typed and sends nothing', async () => {
    const { sent } = renderForm();
    await userEvent.type(screen.getByLabelText('库区编码'), 'A 区');
    await userEvent.type(screen.getByLabelText('库区名称'), '管材区');
    await save();
    expect(await screen.findByText('请选择所属仓库', { selector: ERROR })).toBeTruthy();
    expect(screen.getByText('请选择库区类型', { selector: ERROR })).toBeTruthy();
    expect(screen.getByText('库区编码只能包含字母、数字、“-”和“_”')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('库区名称').value).toBe('管材区');
    expect(sent(ADD)).toHaveLength(0);
  });

  it('sends the chosen house and type with the typed code and name, an empty remark as null', async () => {
    const { sent, onClose } = renderForm();
    await userEvent.click(screen.getByLabelText('所属仓库'));
    await userEvent.click(await screen.findByTitle('WH-RM-01 原材料一号仓'));
    await userEvent.click(screen.getByLabelText('库区类型'));
    await userEvent.click(await screen.findByTitle('存储区'));
    await userEvent.type(screen.getByLabelText('库区编码'), 'WH-RM-01-C');
    await userEvent.type(screen.getByLabelText('库区名称'), '管材区');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(ADD)).toEqual([{ houseId: 'H1', code: 'WH-RM-01-C', name: '管材区', areaType: 'STORE', remark: null }]);
  });

  it('edits the area by its id', async () => {
    const { sent, onClose } = renderForm(area);
    await userEvent.clear(screen.getByLabelText('库区名称'));
    await userEvent.type(screen.getByLabelText('库区名称'), '来料待检区');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(EDIT)).toEqual([
      { id: 'A1', houseId: 'H1', code: 'WH-RM-01-QC', name: '来料待检区', areaType: 'QC', remark: null },
    ]);
  });
});
