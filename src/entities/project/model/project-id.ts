import { useSearchParams } from 'react-router-dom';

/** The project a project-area tab is about: the layout keeps `?id=` on every tab (product.md §2.3) and says when it is missing. */
export function useProjectId(): string | undefined {
  const [params] = useSearchParams();
  return params.get('id') ?? undefined;
}

/** The project area's address for a tab of a project, e.g. `projectPath('projPlan', id)`. */
export function projectPath(tab: string, id: string): string {
  return `/project/${tab}?id=${encodeURIComponent(id)}`;
}
