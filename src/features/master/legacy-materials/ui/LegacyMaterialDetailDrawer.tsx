import { mdMaterialMgmtDetailQueryOptions } from '@/shared/api';
import { useLookups } from '@/shared/lib/lookups';
import { DetailDrawer } from '@/shared/ui/record-detail';

/** A weight with its unit ('1.35 千克'); nothing without a weight. */
const weight = (value: number | null | undefined, unit: string | null | undefined) => (value == null ? null : `${value}${unit ? ` ${unit}` : ''}`);

/** 物料详情 (v1): the material, its stock and weight figures, and its audit stamp. */
export function LegacyMaterialDetailDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { renderDict } = useLookups();
  return (
    <DetailDrawer
      title="物料详情"
      width="default"
      columns={2}
      onClose={onClose}
      query={mdMaterialMgmtDetailQueryOptions({ query: { id } })}
      items={(m) => [
        { label: '物料编码', value: m.code },
        { label: '物料名称', value: m.name },
        { label: '物料类型', value: renderDict('material_type', m.typeCode, 'text') },
        { label: '追溯方式', value: renderDict('material_traceability', m.traceability, 'text') },
        { label: '规格型号', value: m.specification, span: 2 },
        { label: '计量单位', value: m.uomName },
        { label: '物料组', value: m.groupName },
        { label: '品牌', value: m.brand },
        { label: '图号', value: m.drawingNo },
        { label: '条码', value: m.barcode },
        { label: '保质期（天）', value: m.shelfLifeDays },
        { label: '安全库存', value: m.safetyStock },
        { label: '最小包装量', value: m.minPackQty },
        { label: '单位净重', value: weight(m.netWeight, m.weightUomName) },
        { label: '单位毛重', value: weight(m.grossWeight, m.weightUomName) },
        { label: '状态', value: renderDict('common_status', m.status) },
        { label: '备注', value: m.remark, span: 2 },
      ]}
    />
  );
}
