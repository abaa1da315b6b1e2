import { Space } from 'antd';
import { useWatch, type ControllerRenderProps } from 'react-hook-form';
import { pmDocLabelAdd, pmDocLabelEdit } from '@/shared/api';
import { ColorInput as ColorField } from '@/shared/ui/color-input';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyLabel, labelForm, labelFormValues, type LabelFormBody, type LabelFormValues } from '../model/label-form';
import type { PmDocLabel } from '../model/label-list';
import { LabelBadge } from './LabelBadge';

const PRESETS = ['#CF1322', '#FA8C16', '#D4B106', '#389E0D', '#13A8A8', '#1677FF', '#722ED1', '#595959'];

/** The colour picked, and the badge as it will look with the name typed so far. */
function ColorInput({ value, onChange, onBlur }: ControllerRenderProps<LabelFormValues, 'color'>) {
  const name = useWatch<LabelFormValues, 'name'>({ name: 'name' });
  return (
    <Space>
      <ColorField id="color" label="颜色" value={value} onChange={onChange} onBlur={onBlur} presets={PRESETS} />
      <LabelBadge name={name} color={value} />
    </Space>
  );
}

/** 新增文档标签 / 编辑文档标签, with a preview of the badge. */
export const LabelForm = defineRecordForm<PmDocLabel, LabelFormValues, LabelFormBody>({
  noun: '文档标签',
  schema: labelForm.schema,
  fields: labelForm.fields({ color: (field) => <ColorInput {...field} /> }),
  empty: emptyLabel,
  values: labelFormValues,
  add: (body, options) => pmDocLabelAdd({ body }, options),
  edit: (body, label, options) => pmDocLabelEdit({ body: { ...body, id: label.id } }, options),
});
