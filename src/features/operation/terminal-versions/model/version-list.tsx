import { Badge } from 'antd';
import { convertSize } from '@/shared/lib/format';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';
import type { TerminalVersion, TerminalVersionQuery } from './terminal';

const MB = 1024 * 1024;

/** §5 size conversion: a package of a megabyte or more in MB, a smaller one in KB, two decimals. */
export function packageSize(bytes: number): string {
  const size = convertSize(bytes, bytes >= MB ? 'MB' : 'KB', 2);
  return size.ok ? size.text : String(bytes);
}

export const versionColumns: ColumnConfig<TerminalVersion>[] = [
  { dataIndex: 'versionNo', title: '版本号', example: '10.12.3', hideAble: false, query: 'input' },
  { dataIndex: 'versionCode', title: '版本代码', example: '1012', align: 'right', sorter: true },
  {
    dataIndex: 'current',
    title: '当前版本',
    width: 110,
    render: (current) => (current ? <Badge status="success" text="当前版本" /> : '-'),
  },
  {
    dataIndex: 'forceUpdate',
    title: '强制更新',
    width: 100,
    render: (force) => (force ? <Badge status="warning" text="强制" /> : '否'),
  },
  { dataIndex: 'publishedAt', title: '发布时间', example: '2026-11-21 18:30:00', sorter: true },
  { dataIndex: 'fileName', title: '安装包', example: 'jgzz-hmi-setup-2.4.1.exe', ellipsis: true },
  {
    dataIndex: 'fileSize',
    title: '大小',
    example: '130.00 MB',
    align: 'right',
    render: (bytes) => (typeof bytes === 'number' ? packageSize(bytes) : '-'),
  },
  { dataIndex: 'notes', title: '更新说明', width: 220, ellipsis: true },
  { dataIndex: 'publisher', title: '发布人', example: 'wangqiang', hide: 'narrow' },
];

/** 'publishedAt' is a range: publishedAtFrom/publishedAtTo (§7.10). */
export const versionConditions: SearchCondition<(keyof TerminalVersionQuery & string) | 'publishedAt'>[] = [
  { key: 'versionNo', title: '版本号', type: 'input' },
  { key: 'publishedAt', title: '发布日期', type: 'dateRange' },
];
