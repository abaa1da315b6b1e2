import { describe, expect, it } from 'vitest';
import { renderTemplate, templateContentProblem, templateVariables } from './template-variables';

const LOGIN = '您的登录验证码为${code}，${minutes}分钟内有效，${code}请勿泄露。';

describe('SMS template variables', () => {
  it('lists each variable once, in order of first use', () => {
    expect(templateVariables(LOGIN)).toEqual(['code', 'minutes']);
    expect(templateVariables('没有变量')).toEqual([]);
  });

  it('says what is wrong with a variable in Chinese', () => {
    expect(templateContentProblem(LOGIN)).toBeUndefined();
    expect(templateContentProblem('验证码${}')).toBe('变量名不能为空：${} 中请写变量名');
    expect(templateContentProblem('验证码${1code}')).toBe('变量名“1code”不正确：须以字母开头，只含字母、数字和下划线');
    expect(templateContentProblem('验证码${code')).toBe('变量缺少右括号“}”');
  });

  it('renders the message with the values, leaving an unfilled variable visible', () => {
    expect(renderTemplate(LOGIN, { code: '386124' })).toBe(
      '您的登录验证码为386124，${minutes}分钟内有效，386124请勿泄露。',
    );
  });
});
