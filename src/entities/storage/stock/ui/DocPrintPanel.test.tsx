/**
 * 打印 of a storage document (docs/design/scm-storage.md → Print): a failed or malformed document says so in place
 * with 重试; templates that cannot be fetched leave the built-in sheet, with a warning (issue 26).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, createQueryClient, setApiNotifier, stMoveDetailQueryOptions } from '@/shared/api';
import { itSaysFailuresInPlace } from '@/shared/lib/failure-answers';
import { stockPrintColumns } from '../model/print-doc';
import { DocPrintPanel } from './DocPrintPanel';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: '操作成功', success: true, data }), {
    headers: { 'Content-Type': 'application/json' },
  });

const MOVE = {
  id: '1',
  docNo: 'MV-20261125-0001',
  state: 'POSTED',
  houseId: '2',
  houseName: '原材料一号仓',
  bizDate: '2026-11-25',
  operatorName: '黄强',
  postTime: '2026-11-25 15:30:00',
  reversed: false,
  remark: null,
  lineCount: 1,
  summary: '',
  ledgerRows: [],
  lines: [
    {
      id: '11',
      lineNo: 1,
      stockId: '3',
      materialId: '4',
      materialCode: 'RM-AL-0001',
      materialName: '6063 铝型材',
      specification: null,
      uomName: '根',
      uomPrecision: 0,
      batchId: '5',
      batchNo: 'B20261103-001',
      qualityState: 'QUALIFIED',
      fromLocationId: '6',
      fromLocationCode: 'A-01-01',
      fromLocationName: '',
      toLocationId: '7',
      toLocationCode: 'A-01-02',
      toLocationName: '',
      qty: 50,
      onHandQty: 300,
      lockedQty: 0,
      isolatedQty: 0,
      allocatedQty: 0,
      availableQty: 300,
      remark: null,
    },
  ],
};

const panel = () => (
  <DocPrintPanel
    row={{ docNo: 'MV-20261125-0001' }}
    query={stMoveDetailQueryOptions({ query: { id: '1' } })}
    print={{ bizType: 'ST_MOVE', noun: '移库单', columns: stockPrintColumns([]), signatures: ['仓管'] }}
    onClose={() => undefined}
  />
);

describe('DocPrintPanel', () => {
  itSaysFailuresInPlace(panel, '/', /获取移库单失败/, { answers: { printList: () => ok([]) } });

  describe('when the templates cannot be fetched', () => {
    beforeEach(() => {
      configureApi({ baseUrl: 'http://api.test/api' });
      const quiet = () => undefined;
      setApiNotifier({ error: quiet, warning: quiet, notice: quiet, relogin: quiet, results: quiet });
    });
    afterEach(() => vi.unstubAllGlobals());

    it('prints the built-in sheet and says why there is no template', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async (request: Request) =>
          request.url.includes('printList') ? new Response('oops', { status: 500 }) : ok(MOVE),
        ),
      );
      render(<QueryClientProvider client={createQueryClient()}>{panel()}</QueryClientProvider>);
      const sheet = await screen.findByRole('article', { name: '移库单 MV-20261125-0001' }, { timeout: 5000 });
      expect(sheet.textContent).toContain('RM-AL-0001');
      expect(screen.getByRole('alert').textContent).toMatch(/获取打印模板失败：.*按系统格式打印/);
      expect(screen.queryByRole('combobox', { name: '打印格式' })).toBeNull();
    });
  });
});
