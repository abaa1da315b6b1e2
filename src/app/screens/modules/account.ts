import type { ModuleScreens } from '../screen-loader';

/** The signed-in user's own pages: personal centre and settings. */
export const accountScreens = {
  accountCenter: () => import('@/features/account/center').then((m) => ({ Component: m.AccountCenterPage })),
  accountSettings: () => import('@/features/account/settings').then((m) => ({ Component: m.AccountSettingsPage })),
} satisfies ModuleScreens;
