import { isChunkLoadError } from '@/shared/lib/errors';
import { ErrorScreen } from './ErrorScreen';

const reload = () => window.location.reload();

/** What a failed screen shows: a chunk that did not load, or a screen that crashed; never a white screen. */
export function ScreenError({ error }: { error: unknown }) {
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
