import { chooseLoginAccount } from '@/shared/api';
import type { LoginAccount } from '../../model/login-flow';
import type { LoginFlow } from '../../model/use-login-flow';
import { ChoiceList } from './ChoiceList';
import styles from './LoginSteps.module.css';

/** Several accounts answer to these credentials: pick one (chooseLoginAccount). */
export function ChooseAccountStep({ flow, accounts }: { flow: LoginFlow; accounts: LoginAccount[] }) {
  return (
    <>
      <p className={styles.lead}>找到多个账号，请选择要登录的账号</p>
      <ChoiceList
        label="可登录的账号"
        choices={accounts.map(({ id, account, nickname }) => ({
          id,
          title: nickname,
          description: `账号：${account}`,
        }))}
        onPick={(accountId) =>
          flow.submitStep((loginSessionId) => chooseLoginAccount({ body: { loginSessionId, accountId } }))
        }
      />
    </>
  );
}
