import { pmMdCurrencyDelete, pmMdCurrencyDisable, pmMdCurrencyEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { currencyColumns, currencyConditions, currencySource } from '../model/currency-list';

/**
 * 币种 (pm.mdCurrency): list, add, edit, enable/disable, delete. The base currency is never disabled, so never
 * deleted either (删除 is offered on disabled rows only).
 */
export const CurrencyListPage = defineListScreen({
  tableId: 'pm.mdCurrency',
  permissionPrefix: 'mdCurrency',
  source: currencySource,
  columns: currencyColumns,
  conditions: currencyConditions,
  form: () => import('./currency-form').then((m) => m.CurrencyForm),
  rowActions: [
    'edit',
    {
      kind: 'call',
      action: 'disable',
      title: '停用',
      confirm: true,
      when: [
        { field: 'status', op: 'eq', value: 0 },
        { field: 'baseFlag', op: 'eq', value: false },
      ],
      run: (row, options) => pmMdCurrencyDisable({ body: { ids: [row.id] } }, options),
      done: '已停用',
    },
  ],
  status: { enable: pmMdCurrencyEnable, delete: pmMdCurrencyDelete },
});
