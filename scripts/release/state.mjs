/**
 * What is live in an environment, app by app: where it is (a release folder, a URL on another origin, or
 * the workspace build as before any release), its manifest, and what it loads from the remotes.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fetchWithTimeout, loadManifest } from './manifests.mjs';
import { needsOf } from './needs.mjs';
import { APP_NAMES, releaseDir, workspaceDist } from './settings.mjs';

/** A registry entry ({ version } | { url } | undefined) → where its files are. */
export function locate(settings, app, entry) {
  if (entry?.version !== undefined) return { kind: 'release', version: entry.version, dir: releaseDir(settings, app, entry.version) };
  if (entry?.url !== undefined) return { kind: 'url', url: entry.url };
  return { kind: 'workspace', dir: workspaceDist(settings, app) };
}

export function describe(location) {
  if (location.kind === 'release') return location.version;
  if (location.kind === 'url') return location.url;
  return 'workspace build';
}

/** release.json of a release: what was built from where, and what the app loads from remotes. */
export async function readReleaseInfo(dir) {
  try {
    return JSON.parse(await readFile(path.join(dir, 'release.json'), 'utf8'));
  } catch {
    return null;
  }
}

async function needsAt(settings, app, location, fetchImpl) {
  if (location.kind === 'release') return (await readReleaseInfo(location.dir))?.needs ?? [];
  if (location.kind === 'url') {
    // A release copied to another origin keeps its release.json next to the manifest; anything else is unknown.
    try {
      const response = await fetchWithTimeout(fetchImpl, new URL('release.json', location.url));
      if (response.ok) return (await response.json())?.needs ?? [];
    } catch {
      // unknown needs: nothing to check
    }
    return [];
  }
  return needsOf(app, path.dirname(location.dir));
}

/** Loads one app at a location: { location, manifest?, error?, needs }. */
export async function loadApp(settings, app, location, { fetchImpl = fetch } = {}) {
  const { manifest, error } = await loadManifest(location, { fetchImpl });
  let needs = [];
  let needsError;
  try {
    needs = await needsAt(settings, app, location, fetchImpl);
  } catch (failure) {
    needsError = failure.message;
  }
  return { location, manifest, error, needs, needsError };
}

/** Every app as the registry has it live, with `override` ({ app, location, state? }) standing in for one of them. */
export async function loadLiveState(settings, registry, { override, fetchImpl = fetch } = {}) {
  const entries = await Promise.all(
    APP_NAMES.map(async (app) => {
      if (override?.app === app) return [app, override.state ?? (await loadApp(settings, app, override.location, { fetchImpl }))];
      return [app, await loadApp(settings, app, locate(settings, app, registry.live[app]), { fetchImpl })];
    }),
  );
  return Object.fromEntries(entries);
}

/** The release folders of an app on disk, oldest first (by the build time in release.json). */
export async function listReleases(settings, app) {
  const dir = path.join(settings.envDir, app);
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const releases = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map(async (entry) => ({
        version: entry.name,
        dir: path.join(dir, entry.name),
        info: await readReleaseInfo(path.join(dir, entry.name)),
      })),
  );
  return releases.sort(
    (a, b) => String(a.info?.builtAt ?? '').localeCompare(String(b.info?.builtAt ?? '')) || a.version.localeCompare(b.version),
  );
}
