import { Alert, Radio } from 'antd';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { QmGaugeRow } from '@/entities/quality/gauge';
import { qmGaugeCalibrate } from '@/shared/api';
import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import { RecordFormModal } from '@/shared/ui/record-form';
import {
  CALIBRATION_RESULTS,
  calibrateForm,
  calibrateSchema,
  nextCalibrationAfter,
  todayText,
  type CalibrateValues,
} from '../model/gauge-rules';

/** What the result does to the gauge, said before it is saved. */
function ResultEffect({ gauge }: { gauge: QmGaugeRow }) {
  const result = useWatch<CalibrateValues, 'result'>({ name: 'result' });
  const date = useWatch<CalibrateValues, 'calibrationDate'>({ name: 'calibrationDate' });
  if (result === 'PASS') {
    const next = /^\d{4}-\d{2}-\d{2}$/.test(date) ? nextCalibrationAfter(date, gauge.calibrationCycleDays) : undefined;
    const due = next ? `，下次校准 ${next}（周期 ${gauge.calibrationCycleDays} 天）` : '';
    return <Alert type="success" showIcon title={`${gauge.code} 恢复在用${due}`} />;
  }
  if (result === 'FAIL')
    return <Alert type="warning" showIcon title={`${gauge.code} 将停用，不能在检验中选用，修复后重新校准`} />;
  return null;
}

/**
 * 校准 (docs/design/scm-quality.md → 量检具): the date (not after today), 合格 → 在用 with the new dates, 不合格 →
 * 停用; the agency and certificate. A refusal shows on the form.
 */
export function GaugeCalibratePanel(props: RowPanelProps<QmGaugeRow>) {
  const { row, onClose } = props;
  const today = todayText();
  const schema = useMemo(() => calibrateSchema(today), [today]);
  const fields = calibrateForm.fields({
    result: (field) => (
      <>
        <Radio.Group
          id={field.name}
          value={field.value || undefined}
          onChange={(event) => field.onChange(event.target.value)}
          options={Object.entries(CALIBRATION_RESULTS).map(([value, look]) => ({ value, label: look.label }))}
        />
        <ResultEffect gauge={row} />
      </>
    ),
  });
  return (
    <RecordFormModal
      title={`登记校准：${row.code} ${row.name}`}
      open
      onClose={onClose}
      schema={schema}
      defaultValues={{ ...calibrateForm.empty, id: row.id, calibrationDate: today }}
      fields={fields.map((field) =>
        field.name === 'calibrationDate' ? { ...field, placeholder: `不晚于今天 ${today}` } : field,
      )}
      onSubmit={(body) => qmGaugeCalibrate({ body }, { quiet: true })}
      successMessage={`已登记 ${row.code} 的校准`}
      onSaved={closeAndRefetch(props)}
      width={640}
      columns={1}
    />
  );
}
