import { Alert, DatePicker, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { versionText, type QmStandardRow } from '@/entities/quality/standard';
import { qmStandardActivate, qmStandardArchive } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';
import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import { ReasonDialog } from '@/shared/ui/reason-field';
import { RecordFormModal } from '@/shared/ui/record-form';
import { activateForm, activateSchema, activationEffect, type ActivateValues } from '../model/activate-form';

type Panel = RowPanelProps<QmStandardRow>;

const nameOf = (row: QmStandardRow) => `${row.code} ${versionText(row.version)}`;

function Effect({ today }: { today: string }) {
  const date = useWatch<ActivateValues, 'effectiveDate'>({ name: 'effectiveDate' });
  const effect = activationEffect(date, today);
  return effect ? <Alert type="info" showIcon title={effect} /> : null;
}

/**
 * 生效 of a draft (docs/design/scm-quality.md → 检验标准): a date not before today; the server refuses a version
 * without lines or materials (1017005) or a material already under another active standard of the category (1017003),
 * shown on the form.
 */
export function ActivatePanel(props: Panel) {
  const { row, onClose } = props;
  const today = dayjs().format(DATE_FORMAT.date);
  const schema = useMemo(() => activateSchema(today), [today]);
  const fields = activateForm.fields({
    effectiveDate: (field) => (
      <Flex vertical gap={8}>
        <DatePicker
          id={field.name}
          ref={field.ref}
          style={{ width: '100%' }}
          placeholder={`不早于今天 ${today}`}
          value={field.value ? dayjs(field.value) : null}
          onChange={(date) => field.onChange(date ? date.format(DATE_FORMAT.date) : '')}
          onBlur={field.onBlur}
        />
        <Effect today={today} />
      </Flex>
    ),
  });
  return (
    <RecordFormModal
      title={`生效：${nameOf(row)}`}
      open
      onClose={onClose}
      schema={schema}
      defaultValues={{ id: row.id, effectiveDate: today }}
      fields={fields}
      onSubmit={(body) => qmStandardActivate({ body }, { quiet: true })}
      successMessage={`已生效 ${nameOf(row)}`}
      onSaved={closeAndRefetch(props)}
      width={560}
      columns={1}
    />
  );
}

/** 作废 of an active or pending version, with its reason: the material has no standard of the category until another. */
export function ArchivePanel(props: Panel) {
  const { row, onClose } = props;
  return (
    <ReasonDialog
      title={`作废检验标准：${nameOf(row)}`}
      verb="作废"
      id="standard-archive-reason"
      intro={
        <Typography.Text>
          作废后该版本失效；在另一个版本生效之前，{row.materialSummary ?? '适用物料'}
          没有生效的{row.categoryName}标准，来料不能开始检验。
        </Typography.Text>
      }
      run={(reason, options) => qmStandardArchive({ body: { id: row.id, reason } }, options)}
      done={`已作废 ${nameOf(row)}`}
      onClose={onClose}
      onDone={closeAndRefetch(props)}
    />
  );
}
