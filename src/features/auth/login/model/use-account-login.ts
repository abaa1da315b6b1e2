import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { endSession, startSession, userDetailsQueryOptions } from '@/entities/session';
import { createLoginSession, loginWithAccount } from '@/shared/api';
import { HOME_PATH } from '@/shared/config';
import { UserMessageError } from '@/shared/lib/errors';
import { safeRedirect } from '@/shared/lib/url';
import type { LoginFormValues } from './login-form-schema';
import { LoginStepNotOffered } from './login-steps';

/**
 * Account login (§4.6, §7.1): a fresh login session, the account and password, the token kept, the user details
 * loaded, then the page the person wanted (only ever a path of this app) or home.
 */
export function useAccountLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  return async (values: LoginFormValues): Promise<void> => {
    const { loginSessionId } = await createLoginSession();
    const step = await loginWithAccount({ body: { loginSessionId, ...values } });
    if (step.nextStep !== 'done') throw new LoginStepNotOffered(step.nextStep);
    if (!step.token) throw new UserMessageError('登录成功但服务器未返回令牌，请联系系统管理员。');
    startSession(step.token);
    try {
      await queryClient.fetchQuery(userDetailsQueryOptions());
    } catch (error) {
      endSession();
      throw error;
    }
    await navigate(safeRedirect(params.get('redirect'), HOME_PATH), { replace: true });
  };
}
