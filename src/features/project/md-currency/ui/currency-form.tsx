import { pmMdCurrencyAdd, pmMdCurrencyEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  currencyForm,
  currencyFormValues,
  currencySchema,
  type CurrencyFormBody,
  type CurrencyFormValues,
} from '../model/currency-form';
import type { PmMdCurrency } from '../model/currency-list';

/** 新增币种 / 编辑币种: a saved currency keeps its code (quotations refer to it). */
export const CurrencyForm = defineRecordForm<PmMdCurrency, CurrencyFormValues, CurrencyFormBody>({
  noun: '币种',
  schema: currencySchema,
  fields: (currency) =>
    currencyForm.fields().map((field) => (currency && field.name === 'code' ? { ...field, disabled: true } : field)),
  empty: currencyForm.empty,
  values: currencyFormValues,
  add: (body, options) => pmMdCurrencyAdd({ body }, options),
  edit: (body, currency, options) => pmMdCurrencyEdit({ body: { ...body, id: currency.id } }, options),
});
