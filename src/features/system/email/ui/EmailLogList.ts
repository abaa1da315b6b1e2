import { sysEmailResend } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { emailLogColumns, emailLogConditions, emailLogSource } from '../model/email-log-list';

/** 发送记录: every mail the platform sent; a failed one is sent again with 重发. */
export const EmailLogList = defineListScreen({
  tableId: 'sys.sysEmailLog',
  permissionPrefix: 'sysEmail',
  source: emailLogSource,
  columns: emailLogColumns,
  conditions: emailLogConditions,
  rowActions: [
    {
      kind: 'call',
      action: 'submit',
      title: '重发',
      require: 'sysEmail:edit',
      confirm: true,
      when: { field: 'status', op: 'eq', value: 'FAIL' },
      run: (log, options) => sysEmailResend({ body: { id: log.id } }, options),
      done: '已重新发送',
    },
  ],
});
