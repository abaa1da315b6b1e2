import type { LoginWithAccountData } from '@/shared/api';
import { UserMessageError } from '@/shared/lib/errors';

type NextStep = LoginWithAccountData['nextStep'];

/** Names of the login steps that follow the password (§4.6), for messages. */
export const LOGIN_STEP_NAMES: Record<Exclude<NextStep, 'done'>, string> = {
  modifyPassword: '修改密码',
  chooseEnterprise: '选择企业',
  chooseAccount: '选择账号',
  validateMFA: '二次验证',
};

/** The password was right, but the account needs a step this page does not offer yet. */
export class LoginStepNotOffered extends UserMessageError {
  constructor(step: Exclude<NextStep, 'done'>) {
    super(`该账号还需「${LOGIN_STEP_NAMES[step]}」，当前登录页尚不支持此步骤，请联系系统管理员。`);
  }
}
