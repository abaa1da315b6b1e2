/** product.md §5: 10 points for each character class present, at most 40. */
export const PASSWORD_SCORE_STEP = 10;
export const PASSWORD_SCORE_MAX = 40;

const CHARACTER_CLASSES: readonly RegExp[] = [/\d/, /[a-z]/, /[A-Z]/, /\W/];

export function passwordScore(password: string): number {
  const classes = CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
  return Math.min(classes * PASSWORD_SCORE_STEP, PASSWORD_SCORE_MAX);
}

export type PasswordLevel = 'weak' | 'medium' | 'strong';

export const PASSWORD_LEVEL_NAMES: Record<PasswordLevel, string> = { weak: '弱', medium: '中', strong: '强' };

/** One or no class is weak, two is medium, three or four is strong. */
export function passwordLevel(score: number): PasswordLevel {
  if (score >= 3 * PASSWORD_SCORE_STEP) return 'strong';
  if (score >= 2 * PASSWORD_SCORE_STEP) return 'medium';
  return 'weak';
}
