import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ResultRow } from '@/shared/api';
import { closeFeedback, renderWithProviders } from '@tests/support/fake-api';
import { ImportButton } from './ImportButton';

afterEach(closeFeedback);

const xlsx = new File(['PK'], '产线导入.xlsx', {
  type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});
const done: ResultRow[] = [
  { rowNum: 1, verifySuccess: true, processSuccess: true, message: null },
  { rowNum: 2, verifySuccess: true, processSuccess: false, message: '产线编码已存在' },
];

function start(checkRows: ResultRow[] | Error) {
  const check = vi.fn(() => (checkRows instanceof Error ? Promise.reject(checkRows) : Promise.resolve(checkRows)));
  const run = vi.fn(() => Promise.resolve(done));
  const onImported = vi.fn();
  const view = renderWithProviders(
    <ImportButton bizType="mfgLine" param={{ deptId: '301' }} check={check} run={run} onImported={onImported} />,
  );
  return { check, run, onImported, view };
}

async function chooseAndCheck(container: HTMLElement, withFile = true) {
  await userEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
  const checkButton = await screen.findByRole('button', { name: '校验并导入' });
  if (withFile) {
    const input =
      document.querySelector<HTMLInputElement>('.ant-modal input[type=file]') ??
      container.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, xlsx);
  }
  await userEvent.click(checkButton);
}

describe('ImportButton', () => {
  it('asks for a file first', async () => {
    const { check, view } = start([]);
    await chooseAndCheck(view.container, false);
    expect(await screen.findByText('请选择导入文件')).toBeTruthy();
    expect(check).not.toHaveBeenCalled();
  });

  it('says an empty file is empty', async () => {
    const { run, view } = start([]);
    await chooseAndCheck(view.container);
    expect(await screen.findByText('导入文件内容为空')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
  });

  it('lists errors and offers no import', async () => {
    const { check, run, view } = start([
      { rowNum: 2, errors: ['产线编码“ZZ-01”已存在'], warnings: [], verifySuccess: false },
    ]);
    await chooseAndCheck(view.container);
    expect(await screen.findByText('产线编码“ZZ-01”已存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认导入' })).toBeNull();
    expect(run).not.toHaveBeenCalled();
    expect(check).toHaveBeenCalledWith(xlsx, 'mfgLine', '{"deptId":"301"}');
  });

  it('lists warnings and imports on 确认导入, then shows 处理结果 with 成功/失败', async () => {
    const { run, onImported, view } = start([
      { rowNum: 3, errors: [], warnings: ['投料仓库为空'], verifySuccess: true },
    ]);
    await chooseAndCheck(view.container);
    expect(await screen.findByText('投料仓库为空')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确认导入' }));
    expect(await screen.findByText('处理结果')).toBeTruthy();
    expect(screen.getByText('成功')).toBeTruthy();
    expect(screen.getByText('失败')).toBeTruthy();
    expect(run).toHaveBeenCalledTimes(1);
    expect(onImported).toHaveBeenCalled();
  });

  it('imports at once when the check finds nothing', async () => {
    const { run, view } = start([{ rowNum: 1, errors: [], warnings: [], verifySuccess: true }]);
    await chooseAndCheck(view.container);
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('处理结果')).toBeTruthy();
  });

  it("says why the check failed: '校验失败：…'", async () => {
    const { view } = start(
      new ApiError('business', '导入文件不是“产线导入模板”', { operationId: 'sysFileImportCheck' }),
    );
    await chooseAndCheck(view.container);
    expect(await screen.findByText('校验失败：导入文件不是“产线导入模板”')).toBeTruthy();
  });
});
