/**
 * @ccl/shared — one copy at runtime (a Module Federation singleton): the API client and its typed
 * calls, the session store, runtime config, domain constants and types, and the small UI several
 * remotes render. Import it only as '@ccl/shared', never by relative path, or a second store appears.
 */
export * from './domain';
export type * from './types';
export * from './config';
export * from './navigation';
export * from './token';
export * from './session';
export * from './format';
export * from './analytics';
export { theme } from './theme';
export * from './remotes';

export { api, errorMessage, httpStatus, onUnauthenticated, serverMessage, UNAUTHENTICATED } from './api/client';
export * as authApi from './api/auth';
export * as contentApi from './api/content';
export * as practiceApi from './api/practice';
export * as accountApi from './api/account';
export * as billingApi from './api/billing';
export * as communityApi from './api/community';

export { AdSlot, AD_SLOT_ID } from './ui/AdSlot';
export { ErrorPage } from './ui/ErrorPage';
export { FlagIcon } from './ui/FlagIcon';
export { LoadingText } from './ui/LoadingText';
