import { qmIanNotice, qmIanNoticeCountOperation } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { NOTICE_SCOPES, NOTICE_STATES, type IanNoticeRow } from '../model/notice-states';
import { lookOptions } from '@/entities/quality/iqc-apply';
import { NOTICE_COLUMNS } from './notice-columns';
import { NoticeCount } from './NoticeCount';
import { ReadSelected } from './ReadSelected';

const panels = () => import('./notice-panels');

const yesNo = (yes: string, no: string) => [
  { value: 'true', title: yes },
  { value: 'false', title: no },
];

/**
 * IAN 通知 (docs/design/scm-quality.md → IAN 通知): the notices sent to inspectors for lots to inspect, the
 * inspector's own first. 打开 marks one read and goes to its IQC; a notice is handled when its lot is judged, or by
 * hand (a duplicate or cancelled arrival) with a note.
 */
export const IanNoticePage = defineCrudScreen(qmIanNotice, {
  noun: 'IAN 通知',
  columns: NOTICE_COLUMNS,
  conditions: [
    {
      key: 'scope',
      title: '范围',
      type: 'select',
      options: NOTICE_SCOPES,
      defaultValue: 'MINE',
      defaultText: '发给我的',
    },
    { key: 'state', title: '状态', type: 'select', options: lookOptions(NOTICE_STATES), multiple: true },
    { key: 'urgent', title: '紧急', type: 'select', options: yesNo('紧急', '不紧急') },
    { key: 'overdue', title: '逾期', type: 'select', options: yesNo('已逾期', '未逾期') },
    { key: 'supplierName', title: '供应商', type: 'input' },
    { key: 'materialCode', title: '物料编码', type: 'input' },
    { key: 'arrivalDate', title: '到货日期', type: 'dateRange' },
  ],
  rowActions: [
    { kind: 'panel', action: 'detail', title: '打开', load: () => panels().then((m) => m.OpenPanel) },
    {
      kind: 'panel',
      action: 'handle',
      title: '处理',
      when: { field: 'state', op: 'in', value: ['UNREAD', 'READ'] },
      load: () => panels().then((m) => m.HandlePanel),
    },
  ],
  // The badge counts the inspector's own notices: it changes with every 已读 and 处理.
  alsoRefetch: [qmIanNoticeCountOperation],
  toolbar: () => <NoticeCount />,
  table: {
    selection: 'checkbox',
    selectionActions: ({ rows, clear }: { rows: IanNoticeRow[]; clear: () => void }) => (
      <ReadSelected rows={rows} clear={clear} />
    ),
  },
});
