import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useCallback } from 'react';
import { endSession } from '@/entities/session';
import { logout } from '@/shared/api';
import { LOGIN_PATH } from '@/shared/config';
import { useStableNavigate } from '@/shared/lib/router';

/**
 * Logout (product.md §4.6, §8): asks '确定要注销当前登录信息吗 ?', tells the server, then forgets the token and every cached
 * answer and opens /login. The server's failure is shown by the request layer (a toast); the local session is
 * cleared either way, so a person is never stuck logged in.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useStableNavigate();

  return useCallback(() => {
    // Static Modal (as app/setup/feedback.tsx uses): the app has no antd <App> holder, and this must work from any
    // header control. Texts are explicit so the dialog reads Chinese even before the locale holder is loaded.
    Modal.confirm({
      title: '提示',
      content: '确定要注销当前登录信息吗 ?',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await logout();
        } catch {
          // Already shown by the error catalogue (logout is not a silent operation).
        }
        endSession();
        queryClient.clear();
        await navigate(LOGIN_PATH, { replace: true });
      },
    });
  }, [queryClient, navigate]);
}
