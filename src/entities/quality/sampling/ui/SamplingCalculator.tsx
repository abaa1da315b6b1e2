import { Alert, Card, Form, Input, Select, Tag } from 'antd';
import { useId, useMemo, useState } from 'react';
import { DetailList, type DetailItem } from '@/shared/ui/detail-list';
import { AQL_VALUES, INSPECTION_LEVELS, SEVERITIES, SEVERITY_LABELS, ZERO_AQL } from '../model/constants';
import { aqlLabel, samplingInputProblem, samplingPlan } from '../model/sampling-plan';
import type { InspectionLevel, SamplingInput, SamplingInputProblem, SamplingPlan, Severity } from '../model/types';

export type SamplingCalculatorProps =
  | {
      readOnly?: false;
      /** Values the panel opens with; 检验水平 II, 正常 and AQL 1.0 where none is given. */
      initial?: Partial<SamplingInput>;
      /**
       * The plan for what is typed, or undefined while the input is refused; and the input it was worked out from
       * (the lot typed, for a screen that works out its other AQLs on the same lot).
       */
      onChange?: (plan: SamplingPlan | undefined, input: SamplingInput | undefined) => void;
    }
  | {
      readOnly: true;
      /** The plan to show (as worked out, for example, when the lot was inspected). */
      plan: SamplingPlan;
      /** What it was worked out from, shown above it when given. */
      input?: SamplingInput;
    };

const LEVEL_OPTIONS = INSPECTION_LEVELS.map((level) => ({ value: level, label: level }));
const SEVERITY_OPTIONS = SEVERITIES.map((severity) => ({ value: severity, label: SEVERITY_LABELS[severity] }));
const AQL_OPTIONS = [ZERO_AQL, ...AQL_VALUES].map((aql) => ({ value: aql, label: aqlLabel(aql) }));

/** 抽样计算 (GB/T 2828.1-2012 single sampling): 批量, 检验水平, 严格度 and AQL in; 样本字码, 样本量, Ac and Re out. */
export function SamplingCalculator(props: SamplingCalculatorProps) {
  return (
    <Card size="small" title="抽样计算">
      {props.readOnly ? <PlanView plan={props.plan} input={props.input} /> : <Calculator {...props} />}
    </Card>
  );
}

interface Values {
  /** 批量 as typed, so a refused value stays in the box to be corrected. */
  lotText: string;
  level: InspectionLevel;
  severity: Severity;
  aql: number;
}

function outcomeOf(values: Values): { plan?: SamplingPlan; input?: SamplingInput; problem?: SamplingInputProblem } {
  const { lotText, level, severity, aql } = values;
  if (lotText.trim() === '') return {}; // nothing typed yet: nothing to answer, nothing to refuse
  const lotSize = /^\s*\d+\s*$/.test(lotText) ? Number(lotText) : Number.NaN;
  const input: SamplingInput = { lotSize, level, severity, aql };
  const problem = samplingInputProblem(input);
  return problem ? { problem } : { plan: samplingPlan(input), input };
}

function Calculator({
  initial,
  onChange,
}: {
  initial?: Partial<SamplingInput>;
  onChange?: (plan: SamplingPlan | undefined, input: SamplingInput | undefined) => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => ({
    lotText: initial?.lotSize === undefined ? '' : String(initial.lotSize),
    level: initial?.level ?? 'II',
    severity: initial?.severity ?? 'NORMAL',
    aql: initial?.aql ?? 1,
  }));
  const outcome = useMemo(() => outcomeOf(values), [values]);
  // The plan is reported as the person changes an input, not on opening: the opener already knows its initial values.
  const change = (patch: Partial<Values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    const { plan, input } = outcomeOf(next);
    onChange?.(plan, input);
  };

  const problemAt = (field: keyof SamplingInput) =>
    outcome.problem?.field === field
      ? {
          validateStatus: 'error' as const,
          help: (
            <span id={`${id}-${field}-help`} role="alert">
              {outcome.problem.message}
            </span>
          ),
        }
      : {};
  const describedBy = (field: keyof SamplingInput) =>
    outcome.problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-help` } : {};

  return (
    <>
      <Form layout="inline" component="div">
        <Form.Item label="批量" htmlFor={`${id}-lot`} {...problemAt('lotSize')}>
          <Input
            id={`${id}-lot`}
            inputMode="numeric"
            autoComplete="off"
            style={{ width: 120 }}
            value={values.lotText}
            onChange={(event) => change({ lotText: event.target.value })}
            {...describedBy('lotSize')}
          />
        </Form.Item>
        <Form.Item label="检验水平" htmlFor={`${id}-level`} {...problemAt('level')}>
          <Select
            id={`${id}-level`}
            style={{ width: 90 }}
            value={values.level}
            options={LEVEL_OPTIONS}
            virtual={false}
            onChange={(level) => change({ level })}
          />
        </Form.Item>
        <Form.Item label="严格度" htmlFor={`${id}-severity`} {...problemAt('severity')}>
          <Select
            id={`${id}-severity`}
            style={{ width: 90 }}
            value={values.severity}
            options={SEVERITY_OPTIONS}
            virtual={false}
            onChange={(severity) => change({ severity })}
          />
        </Form.Item>
        <Form.Item label="AQL" htmlFor={`${id}-aql`} {...problemAt('aql')}>
          <Select
            id={`${id}-aql`}
            style={{ width: 100 }}
            value={values.aql}
            options={AQL_OPTIONS}
            virtual={false}
            onChange={(aql) => change({ aql })}
          />
        </Form.Item>
      </Form>
      <PlanResult plan={outcome.plan} />
    </>
  );
}

function PlanView({ plan, input }: { plan: SamplingPlan; input?: SamplingInput }) {
  return (
    <>
      {input && (
        <DetailList
          columns={4}
          items={[
            { label: '批量', value: input.lotSize },
            { label: '检验水平', value: input.level },
            { label: '严格度', value: SEVERITY_LABELS[input.severity] },
            { label: 'AQL', value: aqlLabel(input.aql) },
          ]}
        />
      )}
      <PlanResult plan={plan} />
    </>
  );
}

/** The plan's four numbers, 全检 beside the sample size, and the note (arrow, 全检, AQL 0) under them. */
function PlanResult({ plan }: { plan?: SamplingPlan }) {
  const items: DetailItem[] = [
    {
      label: '样本字码',
      value: plan && (plan.arrow ? `${plan.codeLetter}（${plan.arrow} ${plan.planLetter}）` : plan.codeLetter),
    },
    {
      label: '样本量',
      value: plan && (
        <>
          {plan.sampleSize}
          {plan.fullInspection && (
            <Tag color="orange" style={{ marginInlineStart: 8 }}>
              全检
            </Tag>
          )}
        </>
      ),
    },
    { label: 'Ac', value: plan?.ac },
    { label: 'Re', value: plan?.re },
  ];
  return (
    <div aria-live="polite">
      <DetailList columns={4} title={plan && `GB/T 2828.1-2012 表 ${plan.table}`} items={items} />
      {plan?.note && <Alert type="info" role="status" showIcon title={plan.note} />}
    </div>
  );
}
