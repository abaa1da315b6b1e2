import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** A failed chunk load, including a CSS chunk (CSS_CHUNK_LOAD_FAILED), means a new release: offer a reload. */
function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    ) || (error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED'
  );
}

/** Every route's error boundary: a Chinese message and a way out, never a white screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const reload = (
    <Button type="primary" onClick={() => window.location.reload()}>
      重新加载
    </Button>
  );
  if (isChunkLoadError(error)) {
    return <Result status="warning" title="页面资源加载失败" subTitle="系统可能已更新或网络不稳定，请重新加载页面。" extra={reload} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <Result status="404" title="404" subTitle="抱歉，您访问的页面不存在或仍在开发中。" extra={reload} />;
  }
  return (
    <Result
      status="500"
      title="页面出错了"
      subTitle="页面运行时发生错误，您输入的内容未提交。请重新加载后重试，如仍有问题请联系系统管理员。"
      extra={reload}
    />
  );
}
