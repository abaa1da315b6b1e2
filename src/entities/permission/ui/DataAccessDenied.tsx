import { Result } from 'antd';

/** product.md §2.4 data permission panel; the texts are the spec's own, 防问 included. */
export function DataAccessDenied() {
  return <Result status="403" title="数据防问权限不足" subTitle="您没有当前数据的防问权限" />;
}
