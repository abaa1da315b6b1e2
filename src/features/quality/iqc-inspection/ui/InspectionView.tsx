import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Space, Tag, Timeline, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '@/entities/permission';
import {
  EVENT_ACTIONS,
  INSPECTION_STATES,
  inspectionValuesRoute,
  tallyOf,
  type InspectionDetail,
} from '@/entities/quality/inspection';
import { INSPECT_MODES, IQC_RESULTS } from '@/entities/quality/iqc-apply';
import { PLAN_TYPES, SEVERITY_LABELS } from '@/entities/quality/sampling';
import { qmIqcInspectionDetail } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { Spinner } from '@/shared/ui/spinner';
import { DefectsCard } from './DefectsCard';
import { DispositionCard } from './DispositionCard';
import { lotQtyText } from './inspection-columns';
import { JudgeCard } from './JudgeCard';
import { LinesCard } from './LinesCard';
import { PlanClasses } from './PlanClasses';

function Header({ inspection }: { inspection: InspectionDetail }) {
  const navigate = useNavigate();
  const canValues = usePermissions().can('inspectionIqc:inspect');
  const state = INSPECTION_STATES[inspection.state];
  return (
    <Card
      size="small"
      title={
        <Space>
          {`检验单 ${inspection.inspectionNo}`}
          <Tag color={state.color}>{state.label}</Tag>
          {inspection.result && (
            <Tag color={IQC_RESULTS[inspection.result].color}>{IQC_RESULTS[inspection.result].label}</Tag>
          )}
        </Space>
      }
      extra={
        inspection.state === 'INSPECTING' &&
        canValues && <Button onClick={() => navigate(inspectionValuesRoute(inspection.id))}>录入检验值</Button>
      }
    >
      <Descriptions size="small" column={3}>
        <Descriptions.Item label="供应商">{`${inspection.supplierCode} ${inspection.supplierName}`}</Descriptions.Item>
        <Descriptions.Item label="物料">{`${inspection.materialCode} ${inspection.materialName} ${inspection.specification ?? ''}`}</Descriptions.Item>
        <Descriptions.Item label="批次">{`${inspection.batchNo}（供应商 ${inspection.supplierBatch ?? '-'}）`}</Descriptions.Item>
        <Descriptions.Item label="批量">{lotQtyText(inspection, inspection.lotQty)}</Descriptions.Item>
        <Descriptions.Item label="检验方式">{INSPECT_MODES[inspection.inspectMode].label}</Descriptions.Item>
        <Descriptions.Item label="检验标准">{`${inspection.standardCode} V${inspection.standardVersion} ${inspection.standardName}（${inspection.standardEffectiveDate} 生效）`}</Descriptions.Item>
        <Descriptions.Item label="报检单">{`${inspection.applyNo}${inspection.sourceNo ? `（${inspection.sourceNo}）` : ''}`}</Descriptions.Item>
        <Descriptions.Item label="检验员">{inspection.inspectorName}</Descriptions.Item>
        <Descriptions.Item label="开始时间">{inspection.startTime}</Descriptions.Item>
        {inspection.remark && (
          <Descriptions.Item label="备注" span={3}>
            {inspection.remark}
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}

/** The plan the lot was inspected under (stored when it started) and the running tally against it. */
function PlanCard({ inspection }: { inspection: InspectionDetail }) {
  const { plan } = inspection;
  const tally = tallyOf(plan.classes, inspection.defects);
  return (
    <Card title="抽样方案与缺陷累计" size="small">
      <Descriptions size="small" column={4}>
        <Descriptions.Item label="抽样标准">{`${PLAN_TYPES[plan.planType]}（${plan.samplingPlanCode}）`}</Descriptions.Item>
        <Descriptions.Item label="检验水平">{plan.inspectionLevel ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="严格度">{SEVERITY_LABELS[plan.severity]}</Descriptions.Item>
        <Descriptions.Item label="样本字码">{plan.codeLetter ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="批量">{lotQtyText(inspection, plan.lotQty)}</Descriptions.Item>
        <Descriptions.Item label="样本量">{`${plan.sampleQty} ${plan.sampleUomName ?? inspection.uomName}`}</Descriptions.Item>
        <Descriptions.Item label="最低检测数">{plan.minCheckQty}</Descriptions.Item>
        <Descriptions.Item label="允许缺陷率">{`CR ${plan.crRate}% / MAJ ${plan.majRate}% / MIN ${plan.minRate}%`}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph>
        <Typography.Text strong>方案由来：</Typography.Text>
        {plan.basis}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{`严格度：${inspection.switchingNote}`}</Typography.Paragraph>
      <PlanClasses classes={plan.classes} tally={tally} />
    </Card>
  );
}

function EventsCard({ inspection }: { inspection: InspectionDetail }) {
  return (
    <Card title="经过" size="small">
      <Timeline
        items={inspection.events.map((event, index) => ({
          key: `${event.time}-${index}`,
          content: (
            <>
              <Typography.Text type="secondary">{`${event.time.slice(0, 16)} ${event.operatorName} · ${EVENT_ACTIONS[event.action]}`}</Typography.Text>
              <div>{event.text}</div>
            </>
          ),
        }))}
      />
    </Card>
  );
}

/**
 * One inspection (`?id=`, docs/design/scm-quality.md → IQC 检验): the standard and the plan with its basis, the item
 * lines with their gauges, the defect records and the running tally per class, the judgement, the disposition of a
 * rejected lot with its concession, and the events. A judged inspection is read-only.
 */
export function InspectionView({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const queryKey = ['scm', 'qmIqcInspectionDetail', { query: { id } }] as const;
  const detail = useQuery({
    queryKey,
    queryFn: ({ signal }) => qmIqcInspectionDetail({ query: { id } }, { quiet: true, signal }),
    retry: false,
  });
  if (detail.isLoading) return <Spinner />;
  if (detail.error || !detail.data) {
    return (
      <Result
        status="warning"
        title="不能打开检验单"
        subTitle={detail.error ? userMessageOf(detail.error) : undefined}
      />
    );
  }
  const inspection = detail.data;
  const refetch = () => void queryClient.invalidateQueries({ queryKey: ['scm'] });
  return (
    <Space orientation="vertical" size="middle" style={{ display: 'flex' }}>
      <Header inspection={inspection} />
      <PlanCard inspection={inspection} />
      <LinesCard key={`lines-${inspection.updateTime ?? ''}`} inspection={inspection} onSaved={refetch} />
      <DefectsCard inspection={inspection} onSaved={refetch} />
      <JudgeCard
        inspection={inspection}
        tally={tallyOf(inspection.plan.classes, inspection.defects)}
        onSaved={refetch}
      />
      <DispositionCard inspection={inspection} onSaved={refetch} />
      <EventsCard inspection={inspection} />
    </Space>
  );
}
