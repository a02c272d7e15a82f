import type { RemoteName } from '@ccl/shared';

/** /remotes.json: where each remote's manifest lives ({ "practice": "<url of mf-manifest.json>", … }). */
export type RemoteEntries = Partial<Record<RemoteName, string>>;
