import { chooseLoginEnterprise } from '@/shared/api';
import type { LoginEnterprise } from '../../model/login-flow';
import type { LoginFlow } from '../../model/use-login-flow';
import { ChoiceList } from './ChoiceList';
import styles from './LoginSteps.module.css';

/** The account belongs to several enterprises: pick the one to work in (chooseLoginEnterprise). */
export function ChooseEnterpriseStep({ flow, enterprises }: { flow: LoginFlow; enterprises: LoginEnterprise[] }) {
  return (
    <>
      <p className={styles.lead}>您的账号属于多个企业，请选择本次登录的企业</p>
      <ChoiceList
        label="可登录的企业"
        choices={enterprises.map(({ id, alias, corpName }) => ({ id, title: alias, description: corpName }))}
        onPick={(enterpriseId) =>
          flow.submitStep((loginSessionId) => chooseLoginEnterprise({ body: { loginSessionId, enterpriseId } }))
        }
      />
    </>
  );
}
