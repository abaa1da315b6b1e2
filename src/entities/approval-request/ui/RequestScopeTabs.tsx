import type { ReactNode } from 'react';
import { Tabs } from '@/shared/ui/tabs';
import { REQUEST_SCOPES, type RequestScope } from '../model/request-state';

/** 我的申请 / 待我审批 / 全部 above a request list: the list is the active tab's panel, asked with that scope. */
export function RequestScopeTabs({
  scope,
  onChange,
  children,
}: {
  scope: RequestScope;
  onChange: (scope: RequestScope) => void;
  children: ReactNode;
}) {
  return (
    <Tabs
      activeKey={scope}
      onChange={(key) => onChange(key as RequestScope)}
      items={REQUEST_SCOPES.map(({ key, label }) => ({ key, label, children: key === scope ? children : null }))}
    />
  );
}
