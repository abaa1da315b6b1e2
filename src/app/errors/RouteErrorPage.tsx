import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen, ScreenError } from '@/shared/ui/error-screen';

const reload = () => window.location.reload();

/** Every route's error boundary: a Chinese message and a way out, never a white screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorScreen
        code="404"
        title="页面不存在"
        description="抱歉，您访问的页面不存在或仍在开发中。"
        actionText="重新加载"
        onAction={reload}
      />
    );
  }
  return <ScreenError error={error} />;
}
