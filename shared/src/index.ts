/**
 * @ccl/shared — the small runtime core, one copy at runtime (a Module Federation singleton): the HTTP
 * client and its `Unauthenticated.` rule, the session store, runtime config, the theme and provider
 * tree, the data cache, the remote loader and the typed contracts of exposed modules, domain
 * constants, and the few UI pieces every remote renders. A remote's own API calls and wire types live
 * in that remote. Import it only as '@ccl/shared', never by relative path, or a second store appears.
 * Versioned for real: see CHANGELOG.md.
 */
export * from './domain';
export * from './config';
export * from './navigation';
export * from './format';
export * from './analytics';
export { theme } from './theme';

export { apiClient, errorMessage, httpStatus, onUnauthenticated, serverMessage, UNAUTHENTICATED } from './http/client';
export { getToken, removeToken, setToken, TOKEN_KEY } from './session/token';
export { useSession, seesAds, type SessionState } from './session/session';
export type { User } from './session/user';

export { AppProviders } from './providers/AppProviders';
export { createQueryClient, queryClient } from './providers/queryClient';
export { creditConfigQuery, useCreditConfig, DEFAULT_CREDIT_CONFIG, type CreditConfig } from './queries/creditConfig';

export * from './remotes/contracts';
export { loadRemoteComponent, registerRemoteLoader, useRemoteComponent, type RemoteComponentState } from './remotes/loader';

export { AdSlot, AD_SLOT_ID } from './ui/AdSlot';
export { DeferredTooltip } from './ui/DeferredTooltip';
export { ErrorPage } from './ui/ErrorPage';
export { FlagIcon } from './ui/FlagIcon';
export { LoadingText } from './ui/LoadingText';
export { useToasts, type ToastOptions, type ToastVariant } from './ui/toasts';
