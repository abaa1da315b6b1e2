import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useProjectId } from '../model/project-id';

/**
 * A project tab's body for the project of `?id=`: without an id there is no project to ask about (the layout says
 * '未找到项目 id，请检查地址栏参数'), so the tab asks for nothing and shows an empty state instead.
 */
export function ProjectScoped({ children }: { children: (projId: string) => ReactNode }) {
  const projId = useProjectId();
  if (!projId) return <Empty description="没有可显示的项目" />;
  return children(projId);
}
