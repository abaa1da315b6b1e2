import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Input, InputNumber, Result, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '@/entities/permission';
import { INSPECT_MODES, inspectionRoute, MODE_SOURCES } from '@/entities/quality/iqc-apply';
import { SwitchingTag } from '@/entities/quality/switching';
import { qmIqcInspectionPrepare, qmIqcInspectionStart, qmStandardDetailQueryOptions } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { userMessageOf } from '@/shared/lib/errors';
import { Spinner } from '@/shared/ui/spinner';
import { useSave } from '@/shared/ui/form';
import { computePlan, severityOf, type ComputedPlan, type InspectionPrepare } from '../model/compute-plan';
import { limitCell } from './LinesCard';
import { PlanClasses } from './PlanClasses';
import { SwitchingButton } from './SwitchingDrawer';

/** The plan of the lot as typed so far, or why it cannot be computed. */
function usePlan(prepare: InspectionPrepare, pieces: number | null, pieceUom: string) {
  return useMemo((): { plan: ComputedPlan } | { problem: string } => {
    const lot = prepare.pieceCountRequired ? pieces : prepare.apply.inspectQty;
    if (lot === null) return { problem: `批按${prepare.apply.uomName}计：请填写批的件数，按件抽样` };
    try {
      return { plan: computePlan(prepare, lot, prepare.pieceCountRequired ? pieceUom.trim() || '件' : null) };
    } catch (error) {
      return { problem: userMessageOf(error) };
    }
  }, [prepare, pieces, pieceUom]);
}

/** The standard's item lines the inspection will copy: what is checked, on how many samples. */
function StandardLines({ standardId }: { standardId: string }) {
  const detail = useQuery(qmStandardDetailQueryOptions({ query: { id: standardId } }));
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="id"
      loading={detail.isLoading}
      aria-label="检验项目"
      dataSource={detail.data?.lines ?? []}
      columns={[
        { dataIndex: 'lineNo', title: '行', width: 48 },
        { dataIndex: 'itemName', title: '检验项目', render: (_, line) => `${line.itemCode} ${line.itemName}` },
        {
          key: 'limits',
          title: '标准值 / 下限–上限',
          render: (_, line) =>
            line.valueType === 'QUALITATIVE' ? (line.requirement ?? '定性') : limitCell({ ...line, precision: null }),
        },
        {
          dataIndex: 'sampleQty',
          title: '检测数',
          align: 'right',
          render: (value: number | null | undefined) => value ?? '整个样本（只记不合格数）',
        },
        { dataIndex: 'tool', title: '检测工具' },
      ]}
    />
  );
}

function PrepareView({ prepare }: { prepare: InspectionPrepare }) {
  const navigate = useNavigate();
  const canStart = usePermissions().can('inspectionIqc:start');
  const { apply, standard, samplingPlan, switching, binding } = prepare;
  const [pieces, setPieces] = useState<number | null>(null);
  const [pieceUom, setPieceUom] = useState('件');
  const computed = usePlan(prepare, pieces, pieceUom);
  const { saving, failure, save } = useSave(
    (plan: ComputedPlan['plan']) =>
      qmIqcInspectionStart(
        {
          body: {
            applyId: apply.id,
            standardId: standard.id,
            samplingPlanId: samplingPlan.id,
            inspectorId: null,
            plan,
          },
        },
        { quiet: true },
      ).then((id) => navigate(inspectionRoute(String(id)), { replace: true })),
    { done: `已开始检验 ${apply.applyNo}` },
  );
  const severity = severityOf(prepare);
  return (
    <Space orientation="vertical" size="middle" style={{ display: 'flex' }}>
      <Card title={`开始检验：${apply.applyNo}`} size="small">
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="供应商">{`${apply.supplierCode} ${apply.supplierName}`}</Descriptions.Item>
          <Descriptions.Item label="物料">{`${apply.materialCode} ${apply.materialName}`}</Descriptions.Item>
          <Descriptions.Item label="批次">{`${apply.batchNo ?? '-'}（供应商 ${apply.supplierBatch ?? '-'}）`}</Descriptions.Item>
          <Descriptions.Item label="报检数">{`${formatNumber(apply.inspectQty, apply.uomPrecision)} ${apply.uomName}`}</Descriptions.Item>
          <Descriptions.Item label="检验方式">{`${INSPECT_MODES[prepare.inspectMode].label}（${MODE_SOURCES[apply.modeSource]}）`}</Descriptions.Item>
          <Descriptions.Item label="检验标准">{`${standard.code} V${standard.version} ${standard.name}，${standard.effectiveDate} 生效，${standard.lineCount} 个项目`}</Descriptions.Item>
          <Descriptions.Item label="抽样方案">{`${samplingPlan.code} ${samplingPlan.name}`}</Descriptions.Item>
          <Descriptions.Item label="最低检测数">{binding.minCheckQty}</Descriptions.Item>
          <Descriptions.Item label="严格度">
            <Space size={4}>
              <SwitchingTag state={{ severity, stopped: switching.stopped }} />
              <Typography.Text type="secondary">{switching.reason}</Typography.Text>
              {switching.id && <SwitchingButton id={switching.id} />}
            </Space>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="抽样方案（按批量计算）" size="small">
        {prepare.pieceCountRequired && (
          <Space style={{ marginBottom: 12 }} wrap>
            <label htmlFor="lot-pieces">{`批按${apply.uomName}计，按件抽样：批的件数`}</label>
            <InputNumber id="lot-pieces" min={1} precision={0} value={pieces} onChange={(v) => setPieces(v ?? null)} />
            <label htmlFor="lot-piece-uom">计数单位</label>
            <Input
              id="lot-piece-uom"
              style={{ width: 80 }}
              maxLength={16}
              value={pieceUom}
              onChange={(e) => setPieceUom(e.target.value)}
            />
          </Space>
        )}
        {'problem' in computed ? (
          <Alert type="warning" showIcon title={computed.problem} />
        ) : (
          <>
            <Typography.Paragraph>
              <Typography.Text strong>{computed.plan.basis}</Typography.Text>
              {computed.plan.plan.sampleUomName ? `（样本按${computed.plan.plan.sampleUomName}计）` : ''}
            </Typography.Paragraph>
            {computed.plan.notes.map((note) => (
              <Typography.Paragraph key={note} type="secondary">
                {note}
              </Typography.Paragraph>
            ))}
            <PlanClasses classes={computed.plan.plan.classes} />
          </>
        )}
      </Card>
      <Card title="检验项目（开始时按标准复制）" size="small">
        <StandardLines standardId={standard.id} />
      </Card>
      {failure && <Alert type="error" showIcon title={failure} />}
      {canStart && (
        <Button
          type="primary"
          loading={saving}
          disabled={'problem' in computed}
          onClick={() => 'plan' in computed && void save(computed.plan.plan)}
        >
          开始检验
        </Button>
      )}
    </Space>
  );
}

/**
 * 开始检验 of a 待检 request (`?applyId=`, docs/design/scm-quality.md → IQC 检验): the applicable standard, the plan
 * computed for the lot with its basis and the switching state; a lot without an active standard (1017101) or of a
 * stopped supplier × material (1017102) is refused in the server's words and nothing is started.
 */
export function StartInspection({ applyId }: { applyId: string }) {
  const prepare = useQuery({
    queryKey: ['scm', 'qmIqcInspectionPrepare', applyId],
    queryFn: ({ signal }) => qmIqcInspectionPrepare({ query: { applyId } }, { quiet: true, signal }),
    retry: false,
  });
  if (prepare.isLoading) return <Spinner />;
  if (prepare.error || !prepare.data) {
    return (
      <Result
        status="warning"
        title="不能开始检验"
        subTitle={prepare.error ? userMessageOf(prepare.error) : '没有找到报检单'}
      />
    );
  }
  return <PrepareView prepare={prepare.data} />;
}
