import { useQuery } from '@tanstack/react-query';
import { Select, theme } from 'antd';
import { qmGaugeListQueryOptions } from '@/shared/api';
import { gaugeRefusal, type QmGaugeRow } from '../model/gauge-states';

export interface GaugeSelectProps {
  id?: string;
  /** The select's name where no form label points at it (a cell of the lines table): its placeholder goes once a gauge is chosen. */
  'aria-label'?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Only gauges whose name or type fits the line's 检测工具 (数显卡尺), searched on the server. */
  keyword?: string;
  /** How the gauge held shows while the list does not hold it (another keyword's gauge, a page not loaded): 'GJ-0005 LCR 数字电桥'. */
  currentLabel?: string;
}

const nameOf = (gauge: QmGaugeRow) => `${gauge.code} ${gauge.name} ${gauge.model}`;

/**
 * The gauge an inspection measures with: the gauges in use or pending calibration (qmGaugeList). An overdue one is
 * listed red and cannot be picked, its option saying why (docs/design/scm-quality.md → 量检具); a refused gauge
 * already held (a draft saved before it fell due) marks the select invalid.
 */
export function GaugeSelect({
  id,
  'aria-label': ariaLabel,
  value,
  onChange,
  onBlur,
  placeholder = '请选择量检具',
  keyword,
  currentLabel,
}: GaugeSelectProps) {
  const { token } = theme.useToken();
  const list = useQuery(qmGaugeListQueryOptions({ body: keyword ? { keyword } : {} }));
  const gauges = list.data ?? [];
  const chosen = gauges.find((gauge) => gauge.id === value);
  const refused = chosen ? gaugeRefusal(chosen) : undefined;
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      allowClear
      showSearch={{ optionFilterProp: 'title' }}
      placeholder={placeholder}
      loading={list.isLoading}
      value={value || undefined}
      status={refused ? 'error' : undefined}
      aria-invalid={refused ? true : undefined}
      title={refused}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      onBlur={onBlur}
      options={[
        ...(value && !chosen && currentLabel ? [{ value, title: currentLabel, label: currentLabel }] : []),
        ...gauges.map((gauge) => {
          const refusal = gaugeRefusal(gauge);
          return {
            value: gauge.id,
            title: refusal ?? nameOf(gauge),
            disabled: refusal !== undefined,
            label: refusal ? (
              <span style={{ color: token.colorErrorText }}>
                {nameOf(gauge)}（{gauge.overdue ? `已超期，下次校准 ${gauge.nextCalibrationDate ?? ''}` : '不可用'}）
              </span>
            ) : (
              nameOf(gauge)
            ),
          };
        }),
      ]}
    />
  );
}
