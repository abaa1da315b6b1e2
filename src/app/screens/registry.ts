import type { ComponentType } from 'react';

/**
 * The screen registry: the only place that imports screens. Each entry is its own lazy chunk; the server's route
 * records name a screen by these keys (§2.2 `component`).
 */
type ScreenLoader = () => Promise<{ Component: ComponentType }>;

export const screenRegistry = {
  login: () => import('@/features/auth/login').then((m) => ({ Component: m.LoginPage })),
  welcome: () => import('@/features/home/welcome').then((m) => ({ Component: m.WelcomePage })),
} satisfies Record<string, ScreenLoader>;

export type ScreenKey = keyof typeof screenRegistry;
