export { hasSession, startSession, endSession, startRegistration, isRegistration } from './model/session';
export { userDetailsQueryOptions, useUserDetails } from './api/user-details';
export type { UserInfo } from './model/types';
export { useRefreshOwnGrants, type GrantChange } from './api/refresh-own-grants';
