import { Alert, Button, Checkbox, Flex, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useWatch, type ControllerRenderProps } from 'react-hook-form';
import { ESW_METRICS, ESW_NOTIFY_WAYS, eswSentence, optionsOf, type EswMetric } from '@/entities/mes/esw';
import { LineSelector, useLines } from '@/entities/production-line';
import { UserMultiSelect } from '@/entities/user';
import type { mfgEswRule } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import { NumberInput } from '@/shared/ui/record-form';

type EswRuleFormValues = FormValues<typeof mfgEswRule>;
const notifyWayOptions = optionsOf(ESW_NOTIFY_WAYS);

type Field<N extends keyof EswRuleFormValues> = ControllerRenderProps<EswRuleFormValues, N>;

/** Every line's name by id (a factory has a few dozen lines at most). */
function useLineNames(ids: readonly string[]): string[] {
  const lines = useLines();
  return ids.map((id) => lines.data?.find((line) => line.id === id)?.name ?? id);
}

/** The rule as it reads, rewritten on every change of the form. */
function RuleSentence() {
  const [lineIds, period, metric, operator, threshold, level] = useWatch<
    EswRuleFormValues,
    ['lineIds', 'period', 'metric', 'operator', 'threshold', 'level']
  >({
    name: ['lineIds', 'period', 'metric', 'operator', 'threshold', 'level'],
  });
  const lineNames = useLineNames(lineIds);
  const sentence = eswSentence({
    lineNames,
    period: period as Parameters<typeof eswSentence>[0]['period'],
    metric: metric as EswMetric | '',
    operator: operator as Parameters<typeof eswSentence>[0]['operator'],
    threshold,
    level: level as Parameters<typeof eswSentence>[0]['level'],
  });
  return (
    <Alert
      role="status"
      aria-label="规则预览"
      type="info"
      showIcon
      title={`规则预览：${sentence}`}
      style={{ marginTop: 8 }}
    />
  );
}

/** 规则名称, with the rule's sentence under it. */
export function NameWithSentence({ field }: { field: Field<'name'> }) {
  return (
    <>
      <Input {...field} id="name" count={{ show: true, max: 64 }} placeholder="请输入规则名称" />
      <RuleSentence />
    </>
  );
}

/** 阈值 in the unit of the chosen metric (%, 件, 分钟, 次). */
export function ThresholdInput({ field: { ref, value, onChange, onBlur } }: { field: Field<'threshold'> }) {
  const metric = useWatch<EswRuleFormValues, 'metric'>({ name: 'metric' });
  const unit = metric ? ESW_METRICS[metric as EswMetric].unit : null;
  return (
    <Space.Compact block>
      <NumberInput
        id="threshold"
        ref={ref}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder="请输入阈值"
      />
      {unit && <Space.Addon>{unit}</Space.Addon>}
    </Space.Compact>
  );
}

/** 适用产线: picked in the line selector; none chosen means every line. */
export function LinesField({ field }: { field: Field<'lineIds'> }) {
  const [picking, setPicking] = useState(false);
  const names = useLineNames(field.value);
  return (
    <Flex id="lineIds" role="group" aria-label="适用产线" wrap gap={8} align="center">
      {field.value.length === 0 && <Tag>全部产线</Tag>}
      {field.value.map((id, index) => (
        <Tag
          key={id}
          closable={{ 'aria-label': `移除 ${names[index] ?? id}` }}
          onClose={() => field.onChange(field.value.filter((v) => v !== id))}
        >
          {names[index]}
        </Tag>
      ))}
      <Button size="small" onClick={() => setPicking(true)}>
        选择产线
      </Button>
      {picking && (
        <LineSelector
          open
          onCancel={() => setPicking(false)}
          onOk={(lines) => {
            field.onChange([...new Set([...field.value, ...lines.map((line) => line.id)])]);
            setPicking(false);
          }}
        />
      )}
    </Flex>
  );
}

export function NotifyUsersSelect({ field }: { field: Field<'notifyUserIds'> }) {
  return (
    <UserMultiSelect
      id="notifyUserIds"
      value={field.value}
      onChange={(ids) => field.onChange(ids)}
      onBlur={field.onBlur}
      placeholder="请选择通知人"
    />
  );
}

/** 通知方式: at least one. */
export function NotifyWaysInput({ field }: { field: Field<'notifyWays'> }) {
  return (
    <div id="notifyWays" role="group" aria-label="通知方式">
      <Checkbox.Group<EswRuleFormValues['notifyWays'][number]>
        value={field.value}
        onChange={(ways) => field.onChange(ways)}
        options={notifyWayOptions.map((o) => ({
          value: o.value as EswRuleFormValues['notifyWays'][number],
          label: o.title,
        }))}
      />
    </div>
  );
}
