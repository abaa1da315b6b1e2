import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Skeleton } from 'antd';
import { Tabs } from '@/shared/ui/tabs';
import { useSearchParams } from 'react-router-dom';
import { materialAttributeItems } from '@/entities/material';
import { cdMaterialDetailQueryOptions, cdMaterialHistoryPageSource } from '@/shared/api';
import { useLookups } from '@/shared/lib/lookups';
import { useTabTitle } from '@/shared/lib/workspace';
import { ChangeHistoryTable, type ChangeHistory, type HistoryQuery } from '@/shared/ui/change-history';
import type { TableSource } from '@/shared/ui/data-table';
import { AuditStamp, DetailList } from '@/shared/ui/detail-list';
import { QueryFailure } from '@/shared/ui/load-failure';
import { MaterialImages } from './MaterialImages';

const historySource = cdMaterialHistoryPageSource satisfies TableSource<ChangeHistory, HistoryQuery>;

const ID_PATTERN = /^[0-9]{1,20}$/;

/** 物料详情 (?id=): the material's values and audit stamp, then its images and its change history. */
export function MaterialDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = ID_PATTERN.test(id);
  const detail = useQuery({ ...cdMaterialDetailQueryOptions({ body: { id } }), enabled: valid });
  const { renderDict } = useLookups();
  const m = detail.data;
  useTabTitle(m ? `物料详情 ${m.code}` : undefined);

  if (!valid) return <Alert type="error" showIcon title="未找到物料 id，请检查地址栏参数" />;
  if (detail.isError) return <QueryFailure query={detail} title="获取物料信息失败" />;
  if (!m) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <>
      <Card size="small" title={`${m.code} ${m.name}`} style={{ marginBottom: 12 }}>
        <DetailList
          items={[
            { label: '物料编码', value: m.code },
            { label: '物料名称', value: m.name },
            { label: '状态', value: renderDict('common_status', m.status) },
            { label: '物料组', value: m.groupName },
            { label: '物料类型', value: m.typeName },
            { label: '计量单位', value: m.uomName },
            { label: '追溯方式', value: renderDict('material_traceability', m.traceability, 'text') },
            { label: '规格型号', value: m.specification, span: 2 },
            ...materialAttributeItems(m),
            { label: '备注', value: m.remark, span: 3 },
          ]}
        />
        <AuditStamp record={m} />
      </Card>
      <Card size="small">
        <Tabs
          items={[
            { key: 'images', label: '图片', children: <MaterialImages materialId={m.id} /> },
            {
              key: 'history',
              label: '变更历史',
              children: <ChangeHistoryTable tableId="scm.cdMaterialHistory" bizId={m.id} source={historySource} />,
            },
          ]}
        />
      </Card>
    </>
  );
}
