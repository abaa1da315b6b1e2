import type { bosSchemas } from '@/shared/api';
import { UserMessageError } from '@/shared/lib/errors';
import { LOGIN_TEXTS } from '../config/login-texts';

type Schemas = bosSchemas['schemas'];
/** What every login step answers (product.md §7.1): the next step, or done with the token. */
export type LoginAnswer = Schemas['LoginStep'];
export type LoginEnterprise = Schemas['LoginEnterprise'];
export type LoginAccount = Schemas['LoginAccount'];
export type MfaType = NonNullable<LoginAnswer['mfaType']>;

/** Where the person is in the login: the credentials tabs, or a step the server asked for in that login session. */
export type LoginFlowState =
  | { step: 'credentials'; notice?: string | undefined }
  | {
      step: 'modifyPassword';
      sessionId: string;
      modifyReason?: string | undefined;
      passwordRule?: string | undefined;
      passwordExpired: boolean;
    }
  | { step: 'chooseEnterprise'; sessionId: string; enterprises: LoginEnterprise[] }
  | { step: 'chooseAccount'; sessionId: string; accounts: LoginAccount[] }
  | { step: 'validateMFA'; sessionId: string; mfaType: MfaType; maskedPhone?: string | undefined };

export type LoginStepState = Exclude<LoginFlowState, { step: 'credentials' }>;

/** The login's outcome for one answer: a step to show, or the token that ends it. */
export type LoginOutcome = { kind: 'step'; state: LoginStepState } | { kind: 'done'; token: string };

/**
 * Reads one answer of the server (product.md §4.6). An answer that cannot be followed (done without a token, a choice without
 * candidates) is a UserMessageError, shown on the form that sent the request.
 */
export function interpretLoginAnswer(answer: LoginAnswer, sessionId: string): LoginOutcome {
  switch (answer.nextStep) {
    case 'done':
      if (!answer.token) throw new UserMessageError(LOGIN_TEXTS.noToken);
      return { kind: 'done', token: answer.token };
    case 'modifyPassword':
      return {
        kind: 'step',
        state: {
          step: 'modifyPassword',
          sessionId,
          modifyReason: answer.modifyReason,
          passwordRule: answer.passwordRule,
          passwordExpired: answer.passwordExpired === true,
        },
      };
    case 'chooseEnterprise':
      if (!answer.enterpriseList?.length) throw new UserMessageError(LOGIN_TEXTS.noEnterprise);
      return { kind: 'step', state: { step: 'chooseEnterprise', sessionId, enterprises: answer.enterpriseList } };
    case 'chooseAccount':
      if (!answer.accountList?.length) throw new UserMessageError(LOGIN_TEXTS.noAccount);
      return { kind: 'step', state: { step: 'chooseAccount', sessionId, accounts: answer.accountList } };
    case 'validateMFA':
      return {
        kind: 'step',
        state: {
          step: 'validateMFA',
          sessionId,
          // Without a type, a masked phone means an SMS was meant; otherwise an authenticator code.
          mfaType: answer.mfaType ?? (answer.maskedPhone ? 'sms' : 'totp'),
          maskedPhone: answer.maskedPhone,
        },
      };
  }
}

export type LoginFlowEvent =
  | { type: 'stepReached'; state: LoginStepState }
  /** Back to the credentials, with a notice when the page did it on its own (an expired login session). */
  | { type: 'restarted'; notice?: string | undefined };

export const initialLoginFlow: LoginFlowState = { step: 'credentials' };

export function loginFlowReducer(_state: LoginFlowState, event: LoginFlowEvent): LoginFlowState {
  switch (event.type) {
    case 'stepReached':
      return event.state;
    case 'restarted':
      return { step: 'credentials', notice: event.notice };
  }
}
