import { formatDate } from '@/shared/lib/format';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { flupColumns, flupConditions, flupProjectSource } from '../model/flup-list';

/** The day the page was opened: a next follow-up before it is overdue. */
const today = formatDate(new Date());

/** 项目跟进 (pm.pmProjFlup): the projects in progress (§7.6 pageForFlup) with where their follow-up stands; 跟进 adds one, 跟进记录 shows the history. */
export const FlupListPage = defineListScreen({
  tableId: 'pm.pmProjFlup',
  permissionPrefix: 'pmProjFlup',
  source: flupProjectSource,
  columns: flupColumns(today),
  conditions: flupConditions,
  rowActions: [
    {
      kind: 'panel',
      action: 'manage',
      require: 'pmProjFlup:add',
      title: '跟进',
      load: () => import('./AddFlupPanel').then((m) => m.AddFlupPanel),
    },
    {
      kind: 'panel',
      action: 'detail',
      title: '跟进记录',
      load: () => import('./FlupHistoryDrawer').then((m) => m.FlupHistoryDrawer),
    },
  ],
});
