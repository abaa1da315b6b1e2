import { sysTerminalAdd, sysTerminalEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  terminalForm,
  terminalFormValues,
  type TerminalFormBody,
  type TerminalFormValues,
} from '../model/terminal-form';
import type { SysTerminal } from '../model/terminal-list';
import { LineSelect } from '@/entities/production-line';

/** 新增终端 / 编辑终端: the device registers itself later by its MAC; the line and station say where it works. */
export const TerminalForm = defineRecordForm<SysTerminal, TerminalFormValues, TerminalFormBody>({
  noun: '终端',
  schema: terminalForm.schema,
  fields: () =>
    terminalForm.fields({
      lineId: ({ value, onChange, onBlur }) => (
        <LineSelect
          id="lineId"
          value={value}
          onChange={(id) => onChange(id ?? '')}
          onBlur={onBlur}
          placeholder="不绑定产线（如仓库手持）"
        />
      ),
    }),
  empty: terminalForm.empty,
  values: terminalFormValues,
  add: (body, options) => sysTerminalAdd({ body }, options),
  edit: (body, row, options) => sysTerminalEdit({ body: { ...body, id: row.id } }, options),
  columns: 2,
  width: 760,
});
