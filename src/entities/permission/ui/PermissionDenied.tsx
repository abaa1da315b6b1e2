import { Result } from 'antd';
import { usePermissionNames } from '../api/permission-names';

/** product.md §2.4 permission panel: '权限不足 / 您没有【names】权限。', the names looked up from the codes. */
export function PermissionDenied({ codes }: { codes: readonly string[] }) {
  const names = usePermissionNames(codes);
  return <Result status="403" title="权限不足" subTitle={`您没有【${names.join('、')}】权限。`} />;
}
