import { queryOptions } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, message } from 'antd';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BodyFacts, CallOptions } from '@/shared/api';
import type { Lookups } from '@/shared/lib/lookups';
import { ScreenKeyProvider } from '@/shared/lib/screen-key';
import { writeStored } from '@/shared/lib/storage';
import { allowAll, rowOf } from '@/shared/ui/data-table/data-table.fixture';
import { renderWithProviders } from '@tests/support/fake-api';
import { defineCrudScreen } from './define-crud-screen';
import { crudForm } from './crud-form';
import { declaredForm } from './declared-form';
import { buildRowActions } from './row-actions';

afterEach(async () => {
  await act(async () => {
    message.destroy();
    Modal.destroyAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

/** A warehouse as a generated resource has it: rows with a status, an add body, an edit body = add + id. */
interface House {
  id: string;
  pid: string;
  code: string;
  name: string;
  remark?: string | null;
  sort: number;
  status: number;
}
interface HouseBody {
  code: string;
  name: string;
  remark?: string | null;
  sort: number;
}
type HouseQuery = {
  pageNo?: number;
  pageSize?: number;
  name?: string;
  pid?: string;
  status?: string;
  updateTimeFrom?: string;
  updateTimeTo?: string;
};
const houses: House[] = [
  { id: '1', pid: '0', code: 'WH-01', name: '原材料仓', remark: null, sort: 1, status: 0 },
  { id: '2', pid: '1', code: 'WH-01-A', name: '原材料仓 A 区', remark: '靠近收货口', sort: 2, status: 1 },
];
const facts = {
  code: { required: true, type: 'string', maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' },
  name: { required: true, type: 'string', maxLength: 32 },
  remark: { type: 'string', nullable: true, maxLength: 200 },
  sort: { required: true, type: 'integer', minimum: 0, maximum: 9999 },
} as const;

function fakeResource() {
  const fetch = vi.fn((query: HouseQuery, _options?: CallOptions) =>
    Promise.resolve({ rows: houses, pageNo: query.pageNo ?? 1, pageSize: 10, totalRows: 2, totalPage: 1 }),
  );
  const list = vi.fn((_query: HouseQuery, _options?: CallOptions) => Promise.resolve(houses));
  const add = vi.fn((_variables: { body: HouseBody }, _options?: CallOptions) => Promise.resolve('3'));
  const edit = vi.fn((_variables: { body: HouseBody & { id: string } }, _options?: CallOptions) => Promise.resolve());
  const enable = vi.fn((_variables: { body: { ids: string[] } }, _options?: CallOptions) => Promise.resolve());
  const detail = vi.fn((id: string) =>
    queryOptions({
      queryKey: ['test', 'houseDetail', id],
      queryFn: () => Promise.resolve({ ...(houses.find((h) => h.id === id) ?? houses[0]), manager: '王建国' }),
    }),
  );
  const operation = {
    family: 'test',
    operationId: 'housePage',
    method: 'POST',
    path: '/test/house/page',
    request: 'json',
    response: 'json',
    silentErrors: false,
  } as const;
  const resource = {
    source: { operation, paged: true, key: (body: HouseQuery) => ['test', 'housePage', body] as const, fetch },
    add,
    addFacts: facts as BodyFacts<HouseBody, typeof facts>,
    edit,
    detail,
    status: { enable },
  };
  const treeResource = {
    ...resource,
    source: { operation, paged: false, key: (body: HouseQuery) => ['test', 'houseList', body] as const, fetch: list },
  };
  return { resource, treeResource, fetch, add, edit, enable, detail };
}

const columns = [
  { dataIndex: 'code', title: '仓库编码' },
  { dataIndex: 'name', title: '仓库名称' },
] as const;
const form = {
  code: { label: '仓库编码' },
  name: { label: '仓库名称' },
  remark: { label: '备注', kind: 'textarea' },
  sort: { label: '排序' },
} as const;

function show(page: React.ReactElement, lookups: Lookups = allowAll) {
  renderWithProviders(<ScreenKeyProvider value="scm.mdHouse">{page}</ScreenKeyProvider>, '/', lookups);
}
const row = async (code: string) => within(rowOf(await screen.findByText(code)));
const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('defineCrudScreen', () => {
  it('adds through the resource with the contract rules, quietly: an empty remark goes as null', async () => {
    const { resource, add } = fakeResource();
    const Page = defineCrudScreen(resource, { noun: '仓库', columns, form, empty: { sort: 10 } });
    show(<Page />);
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    expect(await screen.findByText('新增仓库')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('排序').value).toBe('10');
    await save();
    expect(await screen.findByText('请输入仓库编码')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('仓库编码'), 'WH-09');
    await userEvent.type(screen.getByLabelText('仓库名称'), '成品仓');
    await save();
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith(
        { body: { code: 'WH-09', name: '成品仓', remark: null, sort: 10 } },
        { quiet: true },
      ),
    );
  });

  it("edits a row from its own values (a null remark as empty) and sends the add body with the record's id", async () => {
    const { resource, edit } = fakeResource();
    const Page = defineCrudScreen(resource, { noun: '仓库', columns, form });
    show(<Page />);
    await userEvent.click((await row('WH-01')).getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('编辑仓库')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('仓库名称').value).toBe('原材料仓');
    expect(screen.getByLabelText<HTMLTextAreaElement>('备注').value).toBe('');
    await userEvent.clear(screen.getByLabelText('仓库名称'));
    await userEvent.type(screen.getByLabelText('仓库名称'), '原料仓');
    await save();
    await waitFor(() =>
      expect(edit).toHaveBeenCalledWith(
        { body: { code: 'WH-01', name: '原料仓', remark: null, sort: 1, id: '1' } },
        { quiet: true },
      ),
    );
  });

  it('fills a field the row lacks from the declared value, and applies the declared checks across fields', async () => {
    const { resource, edit } = fakeResource();
    const Page = defineCrudScreen(resource, {
      noun: '仓库',
      columns,
      form: { ...form, remark: { label: '备注', value: (house) => `${house.code} 的备注` } },
      checks: [
        z.refine((body) => body.sort > 0 || body.remark !== null, {
          message: '排序为 0 时请写明原因',
          path: ['remark'],
        }),
      ],
    });
    show(<Page />);
    await userEvent.click((await row('WH-01')).getByRole('button', { name: '编辑' }));
    expect((await screen.findByLabelText<HTMLInputElement>('备注')).value).toBe('WH-01 的备注');
    await userEvent.clear(screen.getByLabelText('备注'));
    await userEvent.clear(screen.getByLabelText('排序'));
    await userEvent.type(screen.getByLabelText('排序'), '0');
    await save();
    expect(await screen.findByText('排序为 0 时请写明原因')).toBeTruthy();
    expect(edit).not.toHaveBeenCalled();
  });

  it('edits from the detail when told to, and shows the declared 详情 over the detail call', async () => {
    const { resource, detail } = fakeResource();
    const Page = defineCrudScreen(resource, {
      noun: '仓库',
      columns,
      form: { ...form, name: { label: '仓库名称', value: (house) => `${house.name}（${house.manager}）` } },
      editFrom: 'detail',
      detail: { items: (house) => [{ label: '负责人', value: house.manager }] },
    });
    show(<Page />);
    expect((await row('WH-01-A')).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual([
      '详情',
      '编辑',
      '更多',
    ]);
    await userEvent.click((await row('WH-01-A')).getByRole('button', { name: '编辑' }));
    expect((await screen.findByLabelText<HTMLInputElement>('仓库名称')).value).toBe('原材料仓 A 区（王建国）');
    expect(detail).toHaveBeenCalledWith('2');
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await userEvent.click((await row('WH-01')).getByRole('button', { name: '详情' }));
    expect(await screen.findByText('仓库详情')).toBeTruthy();
    expect(await screen.findByText('王建国')).toBeTruthy();
  });

  it("takes the table id and permission class from the registry key, and the resource's state actions", async () => {
    const { resource, enable } = fakeResource();
    const can = vi.fn((permission?: unknown) => permission !== 'mdHouse:add');
    // The user's layout of the table under its registry key hides 仓库名称.
    writeStored('TABLE_COLUMNS:scm.mdHouse', [
      { key: 'code', hidden: false },
      { key: 'name', hidden: true },
    ]);
    const Page = defineCrudScreen(resource, { noun: '仓库', columns, form });
    show(<Page />, { ...allowAll, can });
    expect(await screen.findByText('WH-01')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '仓库名称' })).toBeNull();
    await userEvent.click((await row('WH-01-A')).getByRole('button', { name: '启用' }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(enable).toHaveBeenCalledWith({ body: { ids: ['2'] } }));
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(can).toHaveBeenCalledWith('mdHouse:add');
  });

  it('nests a pid list as a tree', async () => {
    const { treeResource } = fakeResource();
    const Page = defineCrudScreen(treeResource, { noun: '仓库', columns, tree: true });
    show(<Page />);
    // Opened as the rows arrive: the area under its warehouse, one level down.
    expect(rowOf(await screen.findByText('WH-01-A')).className).toContain('ant-table-row-level-1');
    expect(rowOf(screen.getByText('WH-01')).className).toContain('ant-table-row-level-0');
  });

  it('refuses a list inside another without a table id of its own (both would keep one layout), and takes one that has it', async () => {
    const { resource } = fakeResource();
    const Inner = defineCrudScreen(resource, { noun: '库区', columns });
    const Named = defineCrudScreen(resource, { noun: '库区', columns, tableId: 'scm.mdHouse.areas' });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Outer = defineCrudScreen(resource, { noun: '仓库', columns, toolbar: () => <Inner /> });
    expect(() => show(<Outer />)).toThrow(
      'CrudScreen(库区): a list outside the registry, or inside another list, needs its own tableId',
    );
    spy.mockRestore();
    const Fine = defineCrudScreen(resource, { noun: '仓库', columns, toolbar: () => <Named /> });
    show(<Fine />);
    expect(await screen.findAllByText('WH-01')).toHaveLength(2);
  });

  it("asks for a field's value where the record lacks it, or holds another type (a compile error otherwise)", () => {
    const { resource } = fakeResource();
    const more = {
      ...facts,
      managerId: { type: 'string', nullable: true },
      sort: { required: true, type: 'string' },
    } as const;
    const wider = {
      ...resource,
      addFacts: more as BodyFacts<Omit<HouseBody, 'sort'> & { managerId?: string | null; sort: string }, typeof more>,
    };
    const declared = { ...form, managerId: { label: '负责人' } };
    // @ts-expect-error the row has no managerId and its sort is a number: both need `value`
    defineCrudScreen(wider, { noun: '仓库', columns, form: declared });
    const page = defineCrudScreen(wider, {
      noun: '仓库',
      columns,
      form: {
        ...declared,
        managerId: { label: '负责人', value: () => '' },
        sort: { label: '排序', value: (house) => String(house.sort) },
      },
    });
    expect(declaredForm(page).empty).toEqual({ code: '', name: '', remark: '', sort: '', managerId: '' });
  });

  it("greys a field for some records, and marks a field required where the contract's mark does not fit", async () => {
    const { resource } = fakeResource();
    const Page = defineCrudScreen(resource, {
      noun: '仓库',
      columns,
      form: {
        ...form,
        code: { label: '仓库编码', disabled: (house) => house?.status === 0 },
        remark: { label: '备注', required: true },
      },
    });
    show(<Page />);
    await userEvent.click((await row('WH-01')).getByRole('button', { name: '编辑' }));
    expect((await screen.findByLabelText<HTMLInputElement>('仓库编码')).disabled).toBe(true);
    expect(screen.getByText('备注').className).toContain('ant-form-item-required');
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await userEvent.click((await row('WH-01-A')).getByRole('button', { name: '编辑' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('仓库编码').disabled).toBe(false));
  });

  it("takes state calls of its own instead of the resource's (归档/恢复), and a range condition by its base", () => {
    const { resource } = fakeResource();
    const ids = vi.fn((_variables: { body: { ids: string[] } }) => Promise.resolve());
    const Page = defineCrudScreen(resource, {
      noun: '仓库',
      columns,
      conditions: [{ key: 'updateTime', title: '更新时间', type: 'dateRange' }],
      status: { disable: ids, archive: ids, recover: ids },
    });
    const open = { edit: vi.fn(), add: vi.fn(), panel: vi.fn(), navigate: vi.fn() };
    expect(buildRowActions(Page.screen, open, vi.fn()).map((action) => action.title)).toEqual(['停用', '归档', '恢复']);
    defineCrudScreen(resource, {
      noun: '仓库',
      columns,
      // @ts-expect-error a key that is neither a field of the query nor a range's base
      conditions: [{ key: 'updated', title: '更新', type: 'dateRange' }],
    });
  });

  it('greys a field for the records declared (a code once saved), and titles the add dialog as declared', async () => {
    const { resource } = fakeResource();
    const Page = defineCrudScreen(resource, {
      noun: '仓库',
      columns,
      form: { ...form, code: { label: '仓库编码', disabled: (house) => house !== undefined } },
      addTitle: '登记仓库',
    });
    show(<Page />);
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    expect(await screen.findByText('登记仓库')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('仓库编码').disabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await userEvent.click((await row('WH-01')).getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('编辑仓库')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('仓库编码').disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('仓库名称').disabled).toBe(false);
  });

  it('checks an edit by its own rules where declared: the edit facts (a secret kept when left empty), its own checks', async () => {
    const { resource, add, edit } = fakeResource();
    const secret = { ...facts, secret: { required: true, type: 'string', maxLength: 64 } } as const;
    const keep = {
      ...facts,
      id: { required: true, type: 'string' },
      secret: { type: 'string', nullable: true },
    } as const;
    type Body = HouseBody & { secret: string };
    const Page = defineCrudScreen(
      {
        ...resource,
        addFacts: secret as BodyFacts<Body, typeof secret>,
        editFacts: keep as BodyFacts<Omit<Body, 'secret'> & { id: string; secret?: string | null }, typeof keep>,
      },
      {
        noun: '仓库',
        columns,
        form: { ...form, secret: { label: '密钥', value: () => '' } },
        checks: [z.refine((body) => body.sort > 0, { message: '新仓库排序须大于 0', path: ['sort'] })],
        editRules: { facts: true, checks: [] },
      },
    );
    const valid = { code: 'WH-09', name: '成品仓', remark: '', sort: 0, secret: '' };
    expect(
      declaredForm(Page)
        .schema.safeParse(valid)
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['请输入密钥', '新仓库排序须大于 0']);
    expect(declaredForm(Page, 'edit').schema.safeParse(valid).data).toEqual({ ...valid, remark: null, secret: null });
    show(<Page />);
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    await userEvent.type(await screen.findByLabelText('仓库编码'), 'WH-09');
    await userEvent.type(screen.getByLabelText('仓库名称'), '成品仓');
    await save();
    expect(await screen.findByText('请输入密钥')).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await userEvent.click((await row('WH-01')).getByRole('button', { name: '编辑' }));
    expect((await screen.findByText('密钥')).className).not.toContain('ant-form-item-required');
    await save();
    await waitFor(() =>
      expect(edit).toHaveBeenCalledWith(
        { body: { code: 'WH-01', name: '原材料仓', remark: null, sort: 1, secret: null, id: '1' } },
        { quiet: true },
      ),
    );
  });

  it('offers 新增下级 on a tree behind the add permission, starting under the row or where its scope says', () => {
    const open = { edit: vi.fn(), add: vi.fn(), panel: vi.fn(), navigate: vi.fn() };
    const { resource } = fakeResource();
    const Page = defineCrudScreen(resource, {
      noun: '仓库',
      columns,
      rowActions: ['addChild', { kind: 'addChild', scope: (row) => ({ pid: row.id, code: `${row.code}-1` }) }],
      status: false,
    });
    const actions = buildRowActions(Page.screen, open, vi.fn(), 'mfgDept');
    expect(actions.map(({ title, require, action }) => [title, require, action])).toEqual([
      ['新增下级', 'mfgDept:add', 'manage'],
      ['新增下级', 'mfgDept:add', 'manage'],
    ]);
    const [house] = houses;
    for (const action of actions) if (house) void action.onClick?.(house);
    expect(open.add.mock.calls).toEqual([[{ pid: house?.id }], [{ pid: house?.id, code: `${house?.code}-1` }]]);
  });

  it('reads titles once: standard columns by name, conditions by key, form labels from the columns', () => {
    const { resource } = fakeResource();
    const Page = defineCrudScreen(resource, {
      noun: '仓库',
      columns: [...columns, 'sort', 'status', 'remark'],
      conditions: ['name', 'status'],
      form: { code: {}, name: { placeholder: '如 成品仓' }, remark: { kind: 'textarea' }, sort: {} },
    });
    expect(Page.screen.columns.map(({ dataIndex, title }) => [dataIndex, title])).toEqual([
      ['code', '仓库编码'],
      ['name', '仓库名称'],
      ['sort', '排序'],
      ['status', '状态'],
      ['remark', '备注'],
    ]);
    expect(Page.screen.conditions).toEqual([
      { key: 'name', title: '仓库名称', type: 'input' },
      { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
    ]);
    expect(
      declaredForm(Page)
        .fields()
        .map(({ label }) => label),
    ).toEqual(['仓库编码', '仓库名称', '备注', '排序']);
    // A condition or a field that names no column, and has no title of its own, is refused when declared.
    expect(() => defineCrudScreen(resource, { noun: '仓库', columns, conditions: ['pid'] })).toThrow(
      "仓库: condition 'pid' names no column",
    );
    const unlabelled = defineCrudScreen(resource, { noun: '仓库', columns, form: { ...form, sort: {} } });
    expect(() => declaredForm(unlabelled)).toThrow("仓库: form field 'sort' has no label and no column");
  });

  it("binds a picker to its field: id, a placeholder from the label, and a cleared value as the field's empty one", () => {
    const { resource } = fakeResource();
    const seen: Record<string, unknown>[] = [];
    const Page = defineCrudScreen(resource, {
      noun: '仓库',
      columns,
      form: {
        ...form,
        code: {
          label: '上级仓库',
          kind: 'custom',
          render: (field) => {
            seen.push(field);
            return <input {...field} />;
          },
        },
      },
    });
    const picker = crudForm(Page.declared.resource, Page.declared.screen)
      ?.config.fields(undefined)
      .find((field) => field.name === 'code');
    const onChange = vi.fn();
    picker?.render?.({ name: 'code', value: 'WH-01', onChange, onBlur: vi.fn(), ref: vi.fn() } as never);
    const [bound] = seen;
    expect(bound).toMatchObject({ id: 'code', name: 'code', value: 'WH-01', placeholder: '请选择上级仓库' });
    (bound?.onChange as (value: unknown) => void)(undefined);
    (bound?.onChange as (value: unknown) => void)(null);
    (bound?.onChange as (value: unknown) => void)('WH-02');
    expect(onChange.mock.calls).toEqual([[''], [''], ['WH-02']]);
  });

  it('offers the state actions for some rows: 停用 keeps its own condition and narrows it, 删除 goes by its own', async () => {
    const open = { edit: vi.fn(), add: vi.fn(), panel: vi.fn(), navigate: vi.fn() };
    const { resource } = fakeResource();
    const disable = vi.fn((_variables: { body: { ids: string[] } }) => Promise.resolve());
    const remove = vi.fn((_variables: { body: { ids: string[] } }) => Promise.resolve());
    const notTop = { field: 'pid', op: 'in', value: ['1', '2'] } as const;
    const Page = defineCrudScreen(
      { ...resource, status: { ...resource.status, disable }, remove },
      {
        noun: '仓库',
        columns,
        rowActions: [
          { kind: 'disable', when: notTop },
          { kind: 'delete', when: notTop },
        ],
        status: false,
      },
    );
    const [stop, drop] = buildRowActions(Page.screen, open, vi.fn());
    expect([stop?.title, stop?.when]).toEqual(['停用', [{ field: 'status', op: 'eq', value: 0 }, notTop]]);
    expect([drop?.title, drop?.when, drop?.danger]).toEqual(['删除', notTop, true]);
    const [house] = houses;
    if (house) await drop?.onClick?.(house);
    expect(remove).toHaveBeenCalledWith({ body: { ids: [house?.id] } });
  });

  it('names the screen for React DevTools', () => {
    const { resource } = fakeResource();
    expect(defineCrudScreen(resource, { noun: '仓库', columns }).displayName).toBe('CrudScreen(仓库)');
  });
});
