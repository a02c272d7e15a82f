import type { RemoteName } from '@ccl/shared';

/**
 * Hand-written on purpose: /remotes.json is a static file of the site, not an API call, so it is not in
 * the API's contract. Where each remote's manifest lives ({ "practice": "<url of mf-manifest.json>", … }).
 */
export type RemoteEntries = Partial<Record<RemoteName, string>>;
