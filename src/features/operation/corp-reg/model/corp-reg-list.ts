import {
  opCorpRegExport,
  opCorpRegPageSource,
  type OpCorpRegPageData,
  type OpCorpRegPageVariables,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';
import { CORP_REG_DICT } from './corp-reg-status';

export type CorpRegRow = OpCorpRegPageData['rows'][number];
export type CorpRegQuery = OpCorpRegPageVariables['query'];

export const corpRegColumns: ColumnConfig<CorpRegRow>[] = [
  { dataIndex: 'corpName', title: '企业名称', width: 220, hideAble: false },
  { dataIndex: 'uscc', title: '统一社会信用代码', width: 190 },
  { dataIndex: 'legalPerson', title: '法定代表人', width: 100 },
  { dataIndex: 'industry', title: '所属行业', width: 150, ellipsis: true },
  { dataIndex: 'scale', title: '企业规模', width: 90, dict: CORP_REG_DICT.scale, dictAs: 'text' },
  { dataIndex: 'city', title: '所在城市', width: 100 },
  { dataIndex: 'contactName', title: '联系人', width: 90 },
  { dataIndex: 'contactPhone', title: '联系电话', width: 120 },
  { dataIndex: 'status', title: '状态', width: 100, dict: CORP_REG_DICT.status, filter: true },
  { dataIndex: 'submitTime', title: '提交时间', width: 170, sorter: true },
  { dataIndex: 'auditAccount', title: '审核人', width: 100, hide: true },
  { dataIndex: 'auditTime', title: '审核时间', width: 170, hide: true },
  { dataIndex: 'auditRemark', title: '审核意见', width: 220, ellipsis: true, hide: true },
];

// The date range goes out as submitTimeFrom/submitTimeTo (§7.10), so the keys are not all the query's own.
export const corpRegConditions: SearchCondition[] = [
  { key: 'corpName', title: '企业名称', type: 'input' },
  { key: 'uscc', title: '统一社会信用代码', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: CORP_REG_DICT.status, multiple: true },
  { key: 'submitTime', title: '提交日期', type: 'dateRange' },
];

/** 注册审核 lists only what waits for the operator; its own search has no state. */
export const auditConditions = corpRegConditions.filter((condition) => condition.key !== 'status');

// The registration page is a GET: the table's request goes out as query parameters.
export const corpRegSource = opCorpRegPageSource;

/** The selected registrations' ids, otherwise the current conditions (§5). */
export const exportCorpRegs: ExportFile<CorpRegQuery> = (request) => opCorpRegExport({ body: request });
