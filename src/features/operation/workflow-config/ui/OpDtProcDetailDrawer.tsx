import { AppDrawer } from '@/shared/ui/app-drawer';
import { DetailList } from '@/shared/ui/detail-list';
import type { getOpDtProcListSource } from '@/shared/api';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';

/** 钉钉流程详情: the catalogue entry as listed (the catalogue has no detail call). */
export function OpDtProcDetailDrawer({ row, onClose }: RowPanelProps<RowOf<{ source: typeof getOpDtProcListSource }>>) {
  return (
    <AppDrawer open title="钉钉流程详情" width="small" onClose={onClose}>
      <DetailList
        columns={1}
        items={[
          { label: '业务类型', value: row.bizTypeName },
          { label: '业务类型编码', value: row.bizType },
          { label: '所属模块', value: row.moduleName },
          { label: '已配置企业数', value: row.corpCount },
          { label: '说明', value: row.description },
          { label: '更新时间', value: row.updateTime },
        ]}
      />
    </AppDrawer>
  );
}
