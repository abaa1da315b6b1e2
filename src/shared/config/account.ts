/** The personal pages (product.md §2.2: /account redirects to the account centre; its child settings). */
export const ACCOUNT_CENTER_PATH = '/account/center';
export const ACCOUNT_SETTINGS_PATH = '/account/settings';
