import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { LoginStepState } from '../../model/login-flow';
import type { LoginFlow } from '../../model/use-login-flow';
import { ChooseAccountStep } from './ChooseAccountStep';
import { ChooseEnterpriseStep } from './ChooseEnterpriseStep';
import styles from './LoginSteps.module.css';
import { ModifyPasswordStep } from './ModifyPasswordStep';
import { ValidateMfaStep } from './ValidateMfaStep';

const TITLES: Record<LoginStepState['step'], string> = {
  modifyPassword: '修改密码',
  chooseEnterprise: '选择企业',
  chooseAccount: '选择账号',
  validateMFA: '二次验证',
};

function StepBody({ flow, state }: { flow: LoginFlow; state: LoginStepState }) {
  switch (state.step) {
    case 'modifyPassword':
      return <ModifyPasswordStep flow={flow} state={state} />;
    case 'chooseEnterprise':
      return <ChooseEnterpriseStep flow={flow} enterprises={state.enterprises} />;
    case 'chooseAccount':
      return <ChooseAccountStep flow={flow} accounts={state.accounts} />;
    case 'validateMFA':
      return <ValidateMfaStep flow={flow} state={state} />;
  }
}

/** The step the server asked for, titled, with 返回登录 to give up and start again. */
export function LoginStepPanel({ flow, state }: { flow: LoginFlow; state: LoginStepState }) {
  return (
    <section aria-labelledby="login-step-title">
      <div className={styles.header}>
        <h2 id="login-step-title" className={styles.title}>
          {TITLES[state.step]}
        </h2>
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={flow.restart}>
          返回登录
        </Button>
      </div>
      {/* A new step is a new form: keyed so nothing typed for one step leaks into the next. */}
      <StepBody key={`${state.step}-${state.sessionId}`} flow={flow} state={state} />
    </section>
  );
}
