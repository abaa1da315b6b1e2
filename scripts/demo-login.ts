/** The demo login printed by `npm start` (the mock accepts it: it is loginWithAccount's request example). */
export const DEMO_LOGIN = { account: 'zhangwei', password: 'Jg@2026sz' } as const;
