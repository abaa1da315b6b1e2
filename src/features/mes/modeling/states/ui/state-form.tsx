import { mfgStateAdd, mfgStateEdit, useMfgStateList } from '@/shared/api';
import { ColorInput } from '@/shared/ui/color-input';
import { PidTreeSelect } from '@/shared/ui/pid-tree-select';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyState, stateForm, stateFormValues, type StateFormBody, type StateFormValues } from '../model/state-form';
import type { MfgState, StateScope } from '../model/state-list';

const PRESETS = ['#389E0D', '#D48806', '#CF1322', '#C41D7F', '#1677FF', '#595959'];

function ParentSelect(props: {
  value: string;
  onChange: (pid: string) => void;
  onBlur?: () => void;
  editingId?: string | undefined;
}) {
  const list = useMfgStateList({ body: {} });
  return (
    <PidTreeSelect
      id="pid"
      rows={list.data}
      loading={list.isPending}
      rootTitle="顶级状态"
      placeholder="请选择上级状态"
      {...props}
    />
  );
}

/** 新增生产状态 / 编辑生产状态 (a child starts under its parent, in the parent's category). */
export const StateForm = defineRecordForm<MfgState, StateFormValues, StateFormBody, StateScope>({
  noun: '生产状态',
  schema: stateForm.schema,
  fields: (state) =>
    stateForm.fields({
      pid: ({ value, onChange, onBlur }) => (
        <ParentSelect value={value} onChange={onChange} onBlur={onBlur} editingId={state?.id} />
      ),
      color: ({ value, onChange, onBlur }) => (
        <ColorInput id="color" label="颜色" value={value} onChange={onChange} onBlur={onBlur} presets={PRESETS} />
      ),
    }),
  empty: emptyState,
  values: stateFormValues,
  add: (body, options) => mfgStateAdd({ body }, options),
  edit: (body, state, options) => mfgStateEdit({ body: { ...body, id: state.id } }, options),
});
