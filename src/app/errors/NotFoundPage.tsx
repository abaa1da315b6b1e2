import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '@/shared/config';
import { ErrorScreen } from '@/shared/ui/error-screen';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <ErrorScreen
      code="404"
      title="页面不存在"
      description="抱歉，您访问的页面不存在或仍在开发中。"
      actionText="返回首页"
      onAction={() => void navigate(HOME_PATH)}
    />
  );
}
