import { describe, expect, it } from 'vitest';
import { EVAL_MESSAGES, evalSchema } from './eval-item';

const schema = evalSchema('1716352000006400004');
const messages = (values: object) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the evaluation of one function', () => {
  it('needs a conclusion, and a comment unless it agrees', () => {
    expect(messages({ conclusion: '', comment: '' })).toEqual([['conclusion', '请选择评估结论']]);
    expect(messages({ conclusion: 'CONDITIONAL', comment: '  ' })).toEqual([
      ['comment', EVAL_MESSAGES.commentRequired],
    ]);
    expect(messages({ conclusion: 'DISAGREE', comment: '' })).toEqual([['comment', EVAL_MESSAGES.commentRequired]]);
  });

  it('gives exactly the edit body of the item', () => {
    expect(schema.parse({ conclusion: 'AGREE', comment: '' })).toEqual({
      id: '1716352000006400004',
      conclusion: 'AGREE',
      comment: null,
    });
    expect(schema.parse({ conclusion: 'CONDITIONAL', comment: ' 模具费 2.6 万元 ' })).toEqual({
      id: '1716352000006400004',
      conclusion: 'CONDITIONAL',
      comment: '模具费 2.6 万元',
    });
  });
});
