/**
 * Reading a federation manifest (mf-manifest.json) from a release folder, a workspace build or a URL,
 * and the files it names (remoteEntry.js, the chunks of each exposed module).
 */
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';

/** How long a manifest or file on another origin may take to answer. */
const FETCH_TIMEOUT_MS = 10_000;

export async function fetchWithTimeout(fetchImpl, url, init = {}) {
  return fetchImpl(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
}

/** The parts of mf-manifest.json the release tool checks; throws a readable error for anything else. */
export function summarizeManifest(json, where) {
  const fail = (what) => {
    throw new Error(`${where} is not a federation manifest (${what})`);
  };
  if (!json || typeof json !== 'object') fail('not a JSON object');
  if (typeof json.name !== 'string') fail('no "name"');
  if (!json.metaData || typeof json.metaData !== 'object') fail('no "metaData"');
  if (!Array.isArray(json.exposes) || !Array.isArray(json.shared)) fail('no "exposes" or "shared" list');
  const remoteEntry = json.metaData.remoteEntry ?? {};
  const files = (assets) => [...(assets?.js?.sync ?? []), ...(assets?.css?.sync ?? [])].filter((file) => typeof file === 'string');
  return {
    name: json.name,
    publicPath: typeof json.metaData.publicPath === 'string' ? json.metaData.publicPath : 'auto',
    remoteEntry: remoteEntry.name ? [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/') : null,
    exposes: new Map(json.exposes.map((expose) => [expose.path ?? `./${expose.name}`, files(expose.assets)])),
    shared: json.shared.map((entry) => ({
      name: entry.name,
      version: entry.version,
      singleton: Boolean(entry.singleton),
      requiredVersion: typeof entry.requiredVersion === 'string' ? entry.requiredVersion : null,
    })),
  };
}

/**
 * Reads the manifest of a location: { kind: 'release' | 'workspace', dir } from disk, { kind: 'url', url } over HTTP.
 * Returns { manifest } or { error } (a sentence), never throws for a missing or broken manifest.
 */
export async function loadManifest(location, { fetchImpl = fetch } = {}) {
  if (location.kind === 'url') {
    try {
      const response = await fetchWithTimeout(fetchImpl, location.url);
      if (!response.ok) return { error: `${location.url} answered ${response.status}` };
      return { manifest: summarizeManifest(await response.json(), location.url) };
    } catch (error) {
      return { error: `${location.url} could not be loaded: ${error.cause?.message ?? error.message}` };
    }
  }
  const file = path.join(location.dir, 'mf-manifest.json');
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return { error: `${file} does not exist${location.kind === 'workspace' ? ' (build it with `npm run build`)' : ''}` };
  }
  try {
    return { manifest: summarizeManifest(JSON.parse(text), file) };
  } catch (error) {
    return { error: error.message };
  }
}

/** The files a browser needs to load `modules` of a remote: remoteEntry.js plus each module's own chunks. */
export function filesToLoad(manifest, modules) {
  const files = new Set(manifest.remoteEntry ? [manifest.remoteEntry] : []);
  for (const module of modules) for (const file of manifest.exposes.get(module) ?? []) files.add(file);
  return [...files];
}

/**
 * Base URL of a manifest's files. publicPath 'auto' (our remotes) means "next to the manifest", which is
 * how the federation runtime resolves it in the browser too: a release's chunks load from its own folder.
 */
export function assetBase(manifest, manifestUrl) {
  if (manifest.publicPath === 'auto') return new URL('./', manifestUrl).href;
  const base = manifest.publicPath.endsWith('/') ? manifest.publicPath : `${manifest.publicPath}/`;
  return new URL(base, manifestUrl).href;
}

/** Which of `files` are missing next to a manifest on disk. */
export async function missingOnDisk(dir, files) {
  const missing = [];
  for (const file of files) {
    try {
      await access(path.join(dir, file));
    } catch {
      missing.push(file);
    }
  }
  return missing;
}
