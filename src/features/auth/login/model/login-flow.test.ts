import { describe, expect, it } from 'vitest';
import { initialLoginFlow, interpretLoginAnswer, loginFlowReducer, type LoginStepState } from './login-flow';

const SESSION = 'ls_8f3c2a9e4b7d41c6a1e05f9b2d7c3e81';
const enterprises = [
  { id: '1716352000000000101', alias: '苏州精工', corpName: '苏州精工制造有限公司' },
  { id: '1716352000000000102', alias: '无锡华精', corpName: '无锡华东精密机械有限公司' },
];
const accounts = [{ id: '1716352000000000201', account: 'zhangwei', nickname: '张伟（生产部）' }];

describe('interpretLoginAnswer', () => {
  it('ends the login with the token', () => {
    expect(interpretLoginAnswer({ nextStep: 'done', token: 'token-0123456789abcdef' }, SESSION)).toEqual({
      kind: 'done',
      token: 'token-0123456789abcdef',
    });
  });

  it('refuses done without a token', () => {
    expect(() => interpretLoginAnswer({ nextStep: 'done' }, SESSION)).toThrow('未返回令牌');
  });

  it('asks for a password change with the server’s reason and rule', () => {
    const answer = {
      nextStep: 'modifyPassword',
      modifyReason: '首次登录，请修改初始密码',
      passwordRule: '8–20 位',
      passwordExpired: false,
    } as const;
    expect(interpretLoginAnswer(answer, SESSION)).toEqual({
      kind: 'step',
      state: {
        step: 'modifyPassword',
        sessionId: SESSION,
        modifyReason: '首次登录，请修改初始密码',
        passwordRule: '8–20 位',
        passwordExpired: false,
      },
    });
    expect(interpretLoginAnswer({ nextStep: 'modifyPassword' }, SESSION)).toMatchObject({
      state: { passwordExpired: false },
    });
  });

  it('offers the enterprises and the accounts to choose from', () => {
    expect(interpretLoginAnswer({ nextStep: 'chooseEnterprise', enterpriseList: enterprises }, SESSION)).toEqual({
      kind: 'step',
      state: { step: 'chooseEnterprise', sessionId: SESSION, enterprises },
    });
    expect(interpretLoginAnswer({ nextStep: 'chooseAccount', accountList: accounts }, SESSION)).toEqual({
      kind: 'step',
      state: { step: 'chooseAccount', sessionId: SESSION, accounts },
    });
  });

  it('refuses a choice without candidates', () => {
    expect(() => interpretLoginAnswer({ nextStep: 'chooseEnterprise', enterpriseList: [] }, SESSION)).toThrow(
      '可登录的企业',
    );
    expect(() => interpretLoginAnswer({ nextStep: 'chooseAccount' }, SESSION)).toThrow('可登录的账号');
  });

  it('asks for the MFA code the server names, guessing SMS from a masked phone when it names none', () => {
    expect(
      interpretLoginAnswer({ nextStep: 'validateMFA', mfaType: 'sms', maskedPhone: '138****6721' }, SESSION),
    ).toEqual({
      kind: 'step',
      state: { step: 'validateMFA', sessionId: SESSION, mfaType: 'sms', maskedPhone: '138****6721' },
    });
    expect(interpretLoginAnswer({ nextStep: 'validateMFA', mfaType: 'totp' }, SESSION)).toMatchObject({
      state: { mfaType: 'totp' },
    });
    expect(interpretLoginAnswer({ nextStep: 'validateMFA', maskedPhone: '138****6721' }, SESSION)).toMatchObject({
      state: { mfaType: 'sms' },
    });
    expect(interpretLoginAnswer({ nextStep: 'validateMFA' }, SESSION)).toMatchObject({ state: { mfaType: 'totp' } });
  });
});

describe('loginFlowReducer', () => {
  const mfa: LoginStepState = { step: 'validateMFA', sessionId: SESSION, mfaType: 'totp' };

  it('starts at the credentials and moves to the step reached', () => {
    expect(initialLoginFlow).toEqual({ step: 'credentials' });
    expect(loginFlowReducer(initialLoginFlow, { type: 'stepReached', state: mfa })).toBe(mfa);
  });

  it('goes back to the credentials, with the notice when there is one', () => {
    expect(loginFlowReducer(mfa, { type: 'restarted', notice: '会话已过期' })).toEqual({
      step: 'credentials',
      notice: '会话已过期',
    });
    expect(loginFlowReducer(mfa, { type: 'restarted' })).toEqual({ step: 'credentials', notice: undefined });
  });
});
