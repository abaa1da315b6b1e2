/** An error whose message is written for the person using the app (Chinese, actionable). */
export class UserMessageError extends Error {
  override readonly name = 'UserMessageError';
}

interface WithUserMessage {
  message: string;
}

/** The message to show for a failure: the server's or ours; a programming error gets a neutral text. */
export function userMessageOf(error: unknown, fallback = '操作失败，请稍后重试'): string {
  const candidate = error as Partial<WithUserMessage> & { name?: unknown };
  const known = candidate?.name === 'ApiError' || candidate?.name === 'UserMessageError';
  return known && typeof candidate.message === 'string' && candidate.message ? candidate.message : fallback;
}
