import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer } from 'react';
import { useSearchParams } from 'react-router-dom';
import { endSession, startSession, userDetailsQueryOptions } from '@/entities/session';
import { isApiError } from '@/shared/api';
import { HOME_PATH } from '@/shared/config';
import { safeRedirect } from '@/shared/lib/url';
import { LOGIN_SESSION_EXPIRED_CODE, LOGIN_TEXTS } from '../config/login-texts';
import { initialLoginFlow, interpretLoginAnswer, loginFlowReducer, type LoginAnswer } from './login-flow';
import { useLoginSession, type LoginSession } from './use-login-session';
import { useStableNavigate } from '@/shared/lib/router';

/**
 * The login flow (product.md §4.6): the credentials in a login session, then each step the server asks for until it answers
 * done; then the token is kept, the user details loaded and the wanted page opened (only ever a path of this app).
 * Failures are thrown to the form that sent the request; an expired login session restarts the flow by itself.
 */
export function useLoginFlow() {
  const queryClient = useQueryClient();
  const navigate = useStableNavigate();
  const [params] = useSearchParams();
  const [state, dispatch] = useReducer(loginFlowReducer, initialLoginFlow);
  const { ensure, renew } = useLoginSession();

  /** Runs a call of the flow; an expired login session gets a fresh one and the person is told to start again. */
  const guard = useCallback(
    async <T>(run: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await run();
      } catch (error) {
        if (!isApiError(error) || error.code !== LOGIN_SESSION_EXPIRED_CODE) throw error;
        dispatch({ type: 'restarted', notice: LOGIN_TEXTS.sessionRenewed });
        await renew();
        return undefined;
      }
    },
    [renew],
  );

  const finish = useCallback(
    async (token: string): Promise<void> => {
      startSession(token);
      try {
        await queryClient.fetchQuery(userDetailsQueryOptions());
      } catch (error) {
        endSession();
        throw error;
      }
      await navigate(safeRedirect(params.get('redirect'), HOME_PATH), { replace: true });
    },
    [queryClient, navigate, params],
  );

  const advance = useCallback(
    async (answer: LoginAnswer, sessionId: string): Promise<void> => {
      const outcome = interpretLoginAnswer(answer, sessionId);
      if (outcome.kind === 'done') await finish(outcome.token);
      else dispatch({ type: 'stepReached', state: outcome.state });
    },
    [finish],
  );

  /** A call of the credentials stage (login, or sending the SMS code) in the current login session. */
  const withSession = useCallback(
    <T>(run: (session: LoginSession) => Promise<T>): Promise<T | undefined> =>
      guard(async () => {
        dispatch({ type: 'restarted' });
        return run(await ensure());
      }),
    [guard, ensure],
  );

  /** Account or SMS login; `run` answers undefined when the person gave up (closed the captcha). */
  const submitCredentials = useCallback(
    async (run: (session: LoginSession) => Promise<LoginAnswer | undefined>): Promise<void> => {
      let sessionId = '';
      const answer = await withSession((current) => {
        sessionId = current.loginSessionId;
        return run(current);
      });
      if (answer) await advance(answer, sessionId);
    },
    [withSession, advance],
  );

  /** A call inside a step, in the login session that step belongs to. */
  const inStep = useCallback(
    <T>(run: (sessionId: string) => Promise<T>): Promise<T | undefined> => {
      if (state.step === 'credentials') return Promise.resolve(undefined);
      const { sessionId } = state;
      return guard(() => run(sessionId));
    },
    [guard, state],
  );

  const submitStep = useCallback(
    async (run: (sessionId: string) => Promise<LoginAnswer>): Promise<void> => {
      if (state.step === 'credentials') return;
      const { sessionId } = state;
      const answer = await guard(() => run(sessionId));
      if (answer) await advance(answer, sessionId);
    },
    [guard, advance, state],
  );

  /** 返回登录: a step is abandoned; its login session is dropped with it. */
  const restart = useCallback(() => {
    dispatch({ type: 'restarted' });
    renew().catch(() => undefined);
  }, [renew]);

  return {
    state,
    /** The current login session (opened with the page so the captcha choice is known early). */
    openSession: ensure,
    withSession,
    submitCredentials,
    inStep,
    submitStep,
    restart,
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
