/** Codes of login answers this page reacts to itself (bos.yaml examples). */
export const LOGIN_SESSION_EXPIRED_CODE = 1013010;

/** Texts of the login flow the spec does not give (docs/decisions.md, Login). */
export const LOGIN_TEXTS = {
  sessionRenewed: '登录会话已过期，已为您重新建立会话，请重新登录。',
  noToken: '登录成功但服务器未返回令牌，请联系系统管理员。',
  noEnterprise: '服务器未返回可登录的企业，请联系系统管理员。',
  noAccount: '服务器未返回可登录的账号，请联系系统管理员。',
} as const;
