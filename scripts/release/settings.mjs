/**
 * Where releases live and which apps can be released. Plain Node (no dependencies beyond what the
 * workspace installs) so `npm run release` works without building anything first.
 */
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * Every app that can be released: the shell and the five remotes. `remote` is the key the shell uses
 * in remotes.json and in its route table; `container` is the federation name in mf-manifest.json.
 */
export const APPS = {
  shell: { remote: null, container: 'shell' },
  'mf-content': { remote: 'content', container: 'mf_content' },
  'mf-practice': { remote: 'practice', container: 'mf_practice' },
  'mf-dashboard': { remote: 'dashboard', container: 'mf_dashboard' },
  'mf-community': { remote: 'community', container: 'mf_community' },
  'mf-billing': { remote: 'billing', container: 'mf_billing' },
};
export const APP_NAMES = Object.keys(APPS);
export const REMOTE_APPS = APP_NAMES.filter((app) => APPS[app].remote);

/** A refusal or failure the user can act on: printed as is, exit code 1. */
export class ReleaseError extends Error {}
/** The command line itself is wrong: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** 'practice', 'mf-practice' and 'mf_practice' all name the app mf-practice. */
export function resolveApp(name) {
  const wanted = String(name ?? '')
    .trim()
    .toLowerCase()
    .replace(/_/g, '-');
  const app = APP_NAMES.find((candidate) => candidate === wanted || APPS[candidate].remote === wanted);
  if (!app) throw new UsageError(`Unknown app "${name}". Choose one of: ${APP_NAMES.join(', ')}.`);
  return app;
}

/** The app that owns a remote key of remotes.json / the route table ('practice' → 'mf-practice'). */
export function appOfRemote(remote) {
  return REMOTE_APPS.find((app) => APPS[app].remote === remote) ?? null;
}

const ENVIRONMENT = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/**
 * The same variables the API reads (api/src/config.ts): WEB_ROOT (default: the repository root),
 * RELEASES_DIR (default WEB_ROOT/releases), RELEASE_ENV (default 'local'). Relative paths are taken
 * from the current directory, as the API does. RELEASE_BY names who acts in the history.
 */
export function loadSettings(env = process.env) {
  const value = (name) => (typeof env[name] === 'string' && env[name].trim() !== '' ? env[name].trim() : undefined);
  const webRoot = value('WEB_ROOT') ? path.resolve(value('WEB_ROOT')) : ROOT;
  const releasesDir = value('RELEASES_DIR') ? path.resolve(value('RELEASES_DIR')) : path.join(webRoot, 'releases');
  const environment = value('RELEASE_ENV') ?? 'local';
  if (!ENVIRONMENT.test(environment)) {
    throw new UsageError(
      `RELEASE_ENV "${environment}" is not a valid environment name: use lower-case letters, digits, - and _ (e.g. local, staging, production).`,
    );
  }
  const siteUrl = value('SITE_URL');
  if (siteUrl && !/^https?:\/\/[^/]+/.test(siteUrl))
    throw new UsageError(`SITE_URL "${siteUrl}" must be an http:// or https:// address, e.g. http://localhost:3000.`);
  const envDir = path.join(releasesDir, environment);
  return {
    root: ROOT,
    webRoot,
    releasesDir,
    environment,
    envDir,
    registryFile: path.join(envDir, 'registry.json'),
    siteUrl: siteUrl?.replace(/\/+$/, ''),
    by: value('RELEASE_BY') ?? `${safeUser()}@${os.hostname()}`,
  };
}

function safeUser() {
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** Folder of one release of one app. */
export function releaseDir(settings, app, version) {
  return path.join(settings.envDir, app, version);
}

/** Folder of an app's own build in the checkout (what is live before its first release). */
export function workspaceDist(settings, app) {
  return path.join(settings.webRoot, app, 'dist');
}

/** Path relative to the current directory, for messages. */
export function shown(file) {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') ? relative : file;
}
