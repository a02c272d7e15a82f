/**
 * Remotes for tests that render the whole shell. Those tests mock the federation runtime
 * (`jest.mock('@module-federation/enhanced/runtime', …)`): the remote pages are these stand-ins.
 */
import type { RemoteEntries } from '../src/features/remotes/api/types';

/** A stand-in remote module whose page is a heading naming it. */
export function remotePage(text: string) {
  return { default: () => <h1>{text}</h1> };
}

/** remotes.json listing every remote. */
export const ALL_REMOTES: RemoteEntries = {
  content: '/remotes/mf-content/mf-manifest.json',
  practice: '/remotes/mf-practice/mf-manifest.json',
  dashboard: '/remotes/mf-dashboard/mf-manifest.json',
  community: '/remotes/mf-community/mf-manifest.json',
  billing: '/remotes/mf-billing/mf-manifest.json',
};
