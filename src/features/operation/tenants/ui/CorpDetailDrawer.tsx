import { opCorpDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import { corpSourceText, type OpCorp, regionText } from '../model/corp-list';

/** 企业详情: the enterprise, its tenant and where it came from (the registration it was approved from). */
export const CorpDetailDrawer = defineDetailPanel({
  title: '企业详情',
  width: 'default',
  columns: 2,
  query: (row: OpCorp) => opCorpDetailQueryOptions({ query: { id: row.id } }),
  items: (corp, renderDict) => [
    { label: '企业名称', value: corp.corpName, span: 2 },
    { label: '企业简称', value: corp.corpAlias },
    { label: '统一社会信用代码', value: corp.uscc },
    { label: '法定代表人', value: corp.legalPerson },
    { label: '所属行业', value: corp.industry },
    { label: '联系人', value: corp.contactName },
    { label: '联系电话', value: corp.contactPhone },
    { label: '地区', value: regionText(corp) },
    { label: '所属租户', value: corp.tenantName },
    { label: '详细地址', value: corp.address, span: 2 },
    { label: '来源', value: corpSourceText(corp) },
    { label: '状态', value: renderDict('common_status', corp.status) },
    { label: '用户数', value: corp.userCount === undefined ? undefined : String(corp.userCount) },
    { label: '备注', value: corp.remark, span: 2 },
  ],
});
