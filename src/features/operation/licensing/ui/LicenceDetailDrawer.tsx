import { useQuery } from '@tanstack/react-query';
import { Spin, Typography } from 'antd';
import { LicenceStateTag } from '@/entities/tenant';
import {
  idpFunctionLicenceTreeQueryOptions,
  type opLicence,
  type OpLicenceDetailData,
  opLicenceDetailQueryOptions,
} from '@/shared/api';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { DetailDrawer } from '@/shared/ui/record-detail';
import { PlainTree, toCheckNodes } from '@/shared/ui/check-tree';
import { QueryFailure } from '@/shared/ui/load-failure';
import { grantedTree, productNodes } from '../model/function-tree';
import { Validity } from './Validity';

/** The functions the licence grants: its modules' parts of the licence tree, only what is granted. */
function LicenceFunctions({ licence }: { licence: OpLicenceDetailData }) {
  const tree = useQuery(idpFunctionLicenceTreeQueryOptions());
  if (tree.isError) return <QueryFailure query={tree} title="功能树加载失败" />;
  const nodes = productNodes(tree.data ?? [], licence.moduleIds);
  return (
    <Spin spinning={tree.isPending}>
      <Typography.Title level={5}>授权功能</Typography.Title>
      {!tree.isPending && (
        <PlainTree label="许可证授权的功能" nodes={toCheckNodes(grantedTree(nodes, licence.functionIds))} />
      )}
    </Spin>
  );
}

/** 许可证详情: the licence, its revocation when revoked, and the function tree it grants. */
export function LicenceDetailDrawer({ row, onClose }: RowPanelProps<RowOf<typeof opLicence>>) {
  return (
    <DetailDrawer
      title={`许可证详情：${row.licenceNo}`}
      width="default"
      columns={2}
      onClose={onClose}
      query={opLicenceDetailQueryOptions({ query: { id: row.id } })}
      items={(licence) => [
        { label: '许可证号', value: licence.licenceNo },
        { label: '状态', value: <LicenceStateTag state={licence.state} /> },
        { label: '租户', value: licence.tenantName },
        { label: '用户数', value: `已用 ${licence.userCount ?? 0} / 上限 ${licence.userLimit}` },
        { label: '有效期', value: <Validity licence={licence} />, span: 2 },
        { label: '授权模块', value: licence.moduleNames.join('、'), span: 2 },
        ...(licence.state === 'REVOKED'
          ? [
              { label: '吊销原因', value: licence.revokeReason, span: 2 },
              { label: '吊销人', value: licence.revokeAccount },
              { label: '吊销时间', value: licence.revokeTime },
            ]
          : []),
        { label: '备注', value: licence.remark, span: 2 },
      ]}
    >
      {(licence) => <LicenceFunctions licence={licence} />}
    </DetailDrawer>
  );
}
