import dayjs from 'dayjs';
import {
  pmProjQtnAdd,
  type pmProjQtnDetailQueryKey,
  pmProjQtnDetailQueryOptions,
  pmProjQtnEdit,
  type PmProjQtnDetailData,
} from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyQtn, qtnForm, qtnFormValues, qtnSchema, type QtnFormBody, type QtnFormValues } from '../model/qtn-form';
import type { PmProjQtn } from '../model/qtn-list';
import { QtnItemsEditor } from './QtnItemsEditor';
import { QtnCurrencySelect, QtnCustomerSelect, QtnProjectSelect } from './qtn-pickers';

/** 新增报价单 / 编辑报价单 (a draft; the edit starts from the detail, which holds the lines). */
export const QtnForm = defineRecordForm<
  PmProjQtn,
  QtnFormValues,
  QtnFormBody,
  PmProjQtnDetailData,
  ReturnType<typeof pmProjQtnDetailQueryKey>
>({
  noun: '报价单',
  title: (qtn) => (qtn ? `编辑报价单：${qtn.qtnNo}` : '新增报价单'),
  detail: (row) => pmProjQtnDetailQueryOptions({ query: { id: row.id } }),
  schema: qtnSchema,
  fields: (qtn) =>
    qtnForm.fields({
      projId: (field) => (
        <QtnProjectSelect
          {...field}
          id="projId"
          qtnId={qtn?.id}
          current={qtn && { id: qtn.projId, label: `${qtn.projNo} ${qtn.projTitle}` }}
        />
      ),
      customerId: (field) => <QtnCustomerSelect {...field} id="customerId" />,
      currencyCode: (field) => <QtnCurrencySelect {...field} id="currencyCode" />,
      items: ({ value, onChange, onBlur }) => (
        <QtnItemsEditor id="items" value={value} onChange={onChange} onBlur={onBlur} />
      ),
    }),
  empty: () => emptyQtn(formatDate(new Date()), dayjs().add(30, 'day').format('YYYY-MM-DD')),
  values: qtnFormValues,
  add: (body, options) => pmProjQtnAdd({ body }, options),
  edit: (body, qtn, options) => pmProjQtnEdit({ body: { ...body, id: qtn.id } }, options),
  width: 1000,
});
