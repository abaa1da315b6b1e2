import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '@/shared/ui/error-screen';

/** A failed chunk load, including a CSS chunk (CSS_CHUNK_LOAD_FAILED), means a new release or a bad network. */
function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    ) || (error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED'
  );
}

const reload = () => window.location.reload();

/** Every route's error boundary: a Chinese message and a way out, never a white screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    return (
      <ErrorScreen
        title="页面资源加载失败"
        description="系统可能已更新，或网络不稳定。请重新加载页面。"
        actionText="重新加载"
        onAction={reload}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorScreen code="404" title="页面不存在" description="抱歉，您访问的页面不存在或仍在开发中。" actionText="重新加载" onAction={reload} />;
  }
  return (
    <ErrorScreen
      code="500"
      title="页面出错了"
      description="页面运行时发生错误。请重新加载后重试；如仍有问题，请联系系统管理员。"
      actionText="重新加载"
      onAction={reload}
    />
  );
}
