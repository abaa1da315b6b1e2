/** The `${name}` variables of an SMS template (Aliyun and Tencent style as the platform writes them). */
const VARIABLE = /\$\{([^}]*)\}/g;
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The variable names in order of first use, each once. */
export function templateVariables(content: string): string[] {
  return [...new Set([...content.matchAll(VARIABLE)].map((match) => match[1] ?? ''))].filter((name) => NAME.test(name));
}

/** What is wrong with the template's variables, in Chinese; undefined when they are fine. */
export function templateContentProblem(content: string): string | undefined {
  const names = [...content.matchAll(VARIABLE)].map((match) => match[1] ?? '');
  const bad = names.find((name) => !NAME.test(name));
  if (bad !== undefined)
    return bad === ''
      ? '变量名不能为空：${} 中请写变量名'
      : `变量名“${bad}”不正确：须以字母开头，只含字母、数字和下划线`;
  // A `${` left open (the regex matched only closed ones).
  if (content.replace(VARIABLE, '').includes('${')) return '变量缺少右括号“}”';
  if (names.length > 20) return '模板变量不能超过 20 个';
  return undefined;
}

/** The message as it would be sent: each variable replaced by its value (a missing value left as written). */
export function renderTemplate(content: string, values: Record<string, string>): string {
  return content.replace(VARIABLE, (whole, name: string) => values[name] || whole);
}
