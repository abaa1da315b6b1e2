/** The sections of 个人设置 (product.md §2.5 account settings), in menu order; `?tab=<key>` opens one. */
export const SETTINGS_SECTIONS = [
  { key: 'base', title: '基本设置' },
  { key: 'security', title: '安全设置' },
  { key: 'binding', title: '账号绑定' },
  { key: 'notification', title: '新消息通知' },
  { key: 'custom', title: '个性化' },
] as const;

export type SettingsSectionKey = (typeof SETTINGS_SECTIONS)[number]['key'];

export const DEFAULT_SECTION: SettingsSectionKey = 'base';

/** Avatars (product.md §5 product image rule): jpg, jpeg or png, at most 5 MB. */
export const AVATAR_MAX_MB = 5;
export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** The upload policy's business type for avatars (see openapi/README.md). */
export const AVATAR_BIZ_TYPE = 'sysUserAvatar';
