import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { type sysDtProc, sysDtProcDetailQueryOptions, sysDtProcGetInfoQueryOptions } from '@/shared/api';
import { useLookups } from '@/shared/lib/lookups';
import { DetailList } from '@/shared/ui/detail-list';
import { DetailDrawer } from '@/shared/ui/record-detail';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { QueryFailure } from '@/shared/ui/load-failure';

/** What a submit of this business type does for the current user (product.md §4.5), from getInfo. */
function SubmitPreview({ bizType }: { bizType: string }) {
  const info = useQuery(sysDtProcGetInfoQueryOptions({ query: { bizType } }));
  if (info.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (info.isError) return <QueryFailure query={info} title="获取流程信息失败" />;
  const { hasProc, procName, dtUserName, dtUserDeptList } = info.data;
  return (
    <div style={{ marginTop: 24 }}>
      <DetailList
        title="提交审批时"
        columns={2}
        items={[
          { label: '提交方式', value: hasProc ? '发起钉钉审批，需选择发起部门' : '未启用钉钉审批，直接提交' },
          { label: '审批流程', value: procName },
          { label: '发起人（钉钉）', value: dtUserName },
          { label: '可选发起部门', value: (dtUserDeptList ?? []).map((dept) => dept.dtDeptName).join('、') },
        ]}
      />
    </div>
  );
}

/** 审批流程配置详情: the binding, its audit stamp, and what a submit of its business type will ask. */
export function DtProcDetailDrawer({ row, onClose }: RowPanelProps<RowOf<typeof sysDtProc>>) {
  const { renderDict } = useLookups();
  return (
    <DetailDrawer
      title="审批流程配置详情"
      width="default"
      columns={2}
      onClose={onClose}
      query={sysDtProcDetailQueryOptions({ query: { id: row.id } })}
      items={(proc) => [
        { label: '业务类型', value: `${proc.bizTypeName}（${proc.bizType}）` },
        { label: '所属模块', value: proc.moduleName },
        { label: '审批模板名称', value: proc.procName },
        { label: '状态', value: renderDict('common_status', proc.status) },
        { label: '审批模板编码', value: proc.procCode, span: 2 },
        { label: '备注', value: proc.remark, span: 2 },
      ]}
    >
      {(proc) => <SubmitPreview bizType={proc.bizType} />}
    </DetailDrawer>
  );
}
