import type { Lookups } from '@/shared/lib/lookups';
import type { DetailItem } from '@/shared/ui/detail-list';
import type { PartnerNoun, PartnerRecord } from './partner-kind';

/** The detail's values in reading order, the kind's own after its names (`kind`) and among the terms (`terms`). */
export function partnerItems(
  noun: PartnerNoun,
  record: PartnerRecord,
  renderDict: Lookups['renderDict'],
  own: { kind: DetailItem[]; terms: DetailItem[] },
): DetailItem[] {
  return [
    { label: `${noun}编码`, value: record.code },
    { label: `${noun}全称`, value: record.name, span: 2 },
    { label: '简称', value: record.shortName },
    ...own.kind,
    { label: '状态', value: renderDict('common_status', record.status) },
    { label: '统一社会信用代码', value: record.uscc },
    { label: '税号', value: record.taxNo },
    { label: '联系人', value: record.contactName },
    { label: '联系电话', value: record.contactPhone },
    { label: '邮箱', value: record.email },
    { label: '结算方式', value: renderDict('settlement_mode', record.settlementMode, 'text') },
    { label: '结算币种', value: renderDict('currency', record.currency, 'text') },
    ...own.terms,
    { label: '开户银行', value: record.bankName },
    { label: '银行账号', value: record.bankAccount },
    { label: '地址', value: record.address, span: 3 },
    { label: '备注', value: record.remark, span: 3 },
  ];
}
