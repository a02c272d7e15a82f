/**
 * The release commands: publish, rollback, point, list, verify. Each takes its collaborators (the build,
 * the clock, fetch, output) as options so the tests can drive them without Rspack or a network.
 */
import { chmod, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compatibilityProblems } from './compat.mjs';
import { checkSource, gitState, releaseVersion, rspackBuild } from './build.mjs';
import { assetBase, fetchWithTimeout, filesToLoad, loadManifest, missingOnDisk } from './manifests.mjs';
import { needsOf } from './needs.mjs';
import {
  describeLocation,
  previousLive,
  readRegistry,
  recordChange,
  sameLocation,
  VERSION_PATTERN,
  withRegistryLock,
  writeRegistry,
} from './registry.mjs';
import { APP_NAMES, APPS, appOfRemote, ReleaseError, releaseDir, resolveApp, shown, UsageError } from './settings.mjs';
import { describe, listReleases, loadApp, loadLiveState, locate } from './state.mjs';

const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  );

function defaults(options) {
  return { build: rspackBuild, now: () => new Date(), fetchImpl: fetch, out: console.log, git: gitState, ...options };
}

/** Refuses a change that breaks the guard rails, or (with --force) says what it lets through. */
function guard(problems, { force, out, refusal }) {
  if (!problems.length) return false;
  const list = problems.map((problem) => `  - ${problem}`).join('\n');
  if (!force)
    throw new ReleaseError(
      `${refusal}\n${list}\nNothing was changed. (--force overrides these checks, for a coordinated upgrade of the shell and its remotes.)`,
    );
  out(`Warning — going ahead despite (--force):\n${list}`);
  return true;
}

/** Notes the live apps that could not be checked against the change (their manifest did not load). */
function noteUnchecked(state, app, out) {
  for (const [other, entry] of Object.entries(state)) {
    if (other !== app && entry.error)
      out(`Note: ${other}'s live manifest could not be read, so it was not checked against this change (${entry.error}).`);
  }
}

/** Files of a release are never changed again: read-only on disk, served as immutable. */
async function makeReadOnly(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await makeReadOnly(full);
    else await chmod(full, 0o444);
  }
}

/** `publish <app> [--source <dir>] [--force]`: build, store as a new immutable release, make it live. */
export async function publish(settings, appName, options = {}) {
  const { build, now, out, git, fetchImpl, force = false } = defaults(options);
  const app = resolveApp(appName);
  const sourceDir = path.resolve(options.source ?? path.join(settings.root, app));
  const pkg = await checkSource(app, sourceDir);
  // A broken registry is reported before a build that could not be made live anyway.
  await readRegistry(settings);
  const builtAt = now();
  const { commit, dirty } = await git(sourceDir);
  const version = releaseVersion(pkg.version, builtAt, commit);
  const finalDir = releaseDir(settings, app, version);
  if (await exists(finalDir))
    throw new ReleaseError(
      `Release ${version} of ${app} already exists in "${settings.environment}" (${shown(finalDir)}); releases are never overwritten. Try again in a second for a new build id.`,
    );

  const staging = path.join(settings.envDir, app, `.staging-${version}-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    out(`Building ${app} ${version} from ${shown(sourceDir)}…`);
    const publicPath = app === 'shell' ? `/releases/shell/${version}/` : undefined;
    try {
      await build({ app, sourceDir, outDir: staging, publicPath });
    } catch (error) {
      throw new ReleaseError(`Building ${app} failed; nothing was published.\n${error.message}`);
    }
    const needs = await needsOf(app, sourceDir);
    const info = {
      app,
      version,
      environment: settings.environment,
      builtAt: builtAt.toISOString(),
      by: settings.by,
      commit,
      dirty,
      source: sourceDir,
      ...(publicPath ? { publicPath } : {}),
      needs,
    };
    await writeFile(path.join(staging, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);

    return await withRegistryLock(settings, async () => {
      const registry = await readRegistry(settings);
      const candidate = await loadApp(settings, app, { kind: 'release', version, dir: staging }, { fetchImpl });
      if (candidate.error)
        throw new ReleaseError(`The build of ${app} has no usable manifest (${candidate.error}); nothing was published.`);
      const state = await loadLiveState(settings, registry, { override: { app, state: candidate }, fetchImpl });
      noteUnchecked(state, app, out);
      const forced = guard(compatibilityProblems(state, { focus: app }), {
        force,
        out,
        refusal: `Refusing to publish ${app} ${version}: it would not work with what is live in "${settings.environment}":`,
      });

      if (await exists(finalDir))
        throw new ReleaseError(
          `Release ${version} of ${app} appeared while building; releases are never overwritten. Nothing was changed.`,
        );
      await rename(staging, finalDir);
      await makeReadOnly(finalDir);
      const previous = registry.live[app];
      await writeRegistry(
        settings,
        recordChange(registry, { app, action: 'publish', to: { version }, by: settings.by, at: now().toISOString(), forced }),
      );
      out(`Published ${app} ${version} in "${settings.environment}" — live now (was ${describeLocation(previous)}).`);
      out(`Stored in ${shown(finalDir)}; browsers get it on their next page load.`);
      return { app, version, dir: finalDir };
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** `rollback <app> workspace` returns an app to its workspace build (<app>/dist), as before its first release. */
export const WORKSPACE = 'workspace';

/** "mf-practice 0.1.0+…" or "mf-practice's workspace build", for messages. */
const named = (app, location) => (location ? `${app} ${describeLocation(location)}` : `${app}'s workspace build`);

/** `rollback <app> [version|workspace] [--force]`: makes an earlier release live again (default: the one before). */
export async function rollback(settings, appName, version, options = {}) {
  const { now, out, fetchImpl, force = false } = defaults(options);
  const app = resolveApp(appName);
  if (version !== undefined && !VERSION_PATTERN.test(version))
    throw new UsageError(`"${version}" is not a release version (see \`npm run release -- list ${app}\`).`);
  return withRegistryLock(settings, async () => {
    const registry = await readRegistry(settings);
    const target = version === WORKSPACE ? null : version !== undefined ? { version } : previousLive(registry, app);
    if (sameLocation(target, registry.live[app]))
      throw new ReleaseError(`${named(app, target)} is already live in "${settings.environment}"; nothing was changed.`);
    const location = locate(settings, app, target);
    if (location.kind === 'release' && !(await exists(location.dir))) {
      const left = (await listReleases(settings, app)).map((release) => release.version);
      throw new ReleaseError(
        `Release ${target.version} of ${app} no longer exists in "${settings.environment}" (${shown(location.dir)} is missing), so it cannot be made live again. ` +
          (left.length ? `Releases still there: ${left.join(', ')}.` : `No release of ${app} is left there.`) +
          ' Nothing was changed.',
      );
    }
    const candidate = await loadApp(settings, app, location, { fetchImpl });
    if (candidate.error)
      guard([`its manifest cannot be read: ${candidate.error}`], {
        force,
        out,
        refusal: `Refusing to roll ${app} back to ${describe(location)}:`,
      });
    const state = await loadLiveState(settings, registry, { override: { app, state: candidate }, fetchImpl });
    noteUnchecked(state, app, out);
    const forced = guard(compatibilityProblems(state, { focus: app }), {
      force,
      out,
      refusal: `Refusing to roll ${app} back to ${describe(location)}: it would not work with what is live in "${settings.environment}":`,
    });
    const previous = registry.live[app];
    await writeRegistry(
      settings,
      recordChange(registry, {
        app,
        action: 'rollback',
        to: target,
        by: settings.by,
        at: now().toISOString(),
        forced: forced || Boolean(candidate.error),
      }),
    );
    out(
      `Rolled ${app} back to ${describeLocation(target)} in "${settings.environment}" (was ${describeLocation(previous)}). Browsers get it on their next page load.`,
    );
    return { app, to: target };
  });
}

/** `point <remote> <manifest-url> [--force]`: the remote is live from another origin. */
export async function point(settings, appName, url, options = {}) {
  const { now, out, fetchImpl, force = false } = defaults(options);
  const app = resolveApp(appName);
  if (!APPS[app].remote) throw new UsageError('The shell is always served by the site itself; `point` is for remotes.');
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol))
    throw new UsageError(
      `"${url ?? ''}" is not an absolute http(s) URL of an mf-manifest.json, e.g. https://cdn.example.com/mf-community/1.2.0/mf-manifest.json.`,
    );
  return withRegistryLock(settings, async () => {
    const registry = await readRegistry(settings);
    const target = { url: parsed.href };
    if (sameLocation(target, registry.live[app]))
      throw new ReleaseError(`${app} is already live from ${parsed.href}; nothing was changed.`);
    const candidate = await loadApp(settings, app, { kind: 'url', url: parsed.href }, { fetchImpl });
    if (candidate.error)
      guard([`its manifest cannot be read: ${candidate.error}`], { force, out, refusal: `Refusing to point ${app} at ${parsed.href}:` });
    const state = await loadLiveState(settings, registry, { override: { app, state: candidate }, fetchImpl });
    noteUnchecked(state, app, out);
    const forced = guard(compatibilityProblems(state, { focus: app }), {
      force,
      out,
      refusal: `Refusing to point ${app} at ${parsed.href}: it would not work with what is live in "${settings.environment}":`,
    });
    const previous = registry.live[app];
    await writeRegistry(
      settings,
      recordChange(registry, {
        app,
        action: 'point',
        to: target,
        by: settings.by,
        at: now().toISOString(),
        forced: forced || Boolean(candidate.error),
      }),
    );
    out(
      `${app} is live from ${parsed.href} in "${settings.environment}" (was ${describeLocation(previous)}). Browsers get it on their next page load.`,
    );
    return { app, to: target };
  });
}

const when = (iso) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC') : '?');

/** `list [app]`: what is live, the releases on disk and the history, app by app. */
export async function list(settings, appName, options = {}) {
  const { out } = defaults(options);
  const apps = appName ? [resolveApp(appName)] : APP_NAMES;
  const registry = await readRegistry(settings);
  out(`Environment "${settings.environment}" (${shown(settings.envDir)})`);
  for (const app of apps) {
    const live = registry.live[app];
    const location = locate(settings, app, live);
    const releases = await listReleases(settings, app);
    const missing = location.kind === 'release' && !releases.some((release) => release.version === location.version);
    out('');
    out(
      `${app}  live: ${describe(location)}${location.kind === 'workspace' ? ` (${shown(location.dir)})` : ''}${live ? `, since ${when(live.since)} by ${live.by}` : ''}${missing ? '  — MISSING: its folder was deleted' : ''}`,
    );
    if (releases.length) {
      out('  releases (oldest first):');
      for (const release of releases) {
        const mark = location.kind === 'release' && release.version === location.version ? '*' : ' ';
        const origin = release.info?.commit ? ` from ${release.info.commit}${release.info.dirty ? ' with uncommitted changes' : ''}` : '';
        out(`  ${mark} ${release.version}  built ${when(release.info?.builtAt)}${origin}`);
      }
    }
    const events = registry.history.filter((event) => event.app === app);
    if (events.length) {
      out('  history (oldest first):');
      for (const event of events) {
        out(
          `    ${when(event.at)}  ${event.action.padEnd(8)} ${describeLocation(event.to)} (was ${describeLocation(event.from)}) by ${event.by}${event.forced ? ', forced' : ''}`,
        );
      }
    }
  }
  return registry;
}

function originOf(url) {
  return new URL(url).origin;
}

/** GETs each URL; returns sentences for the ones that do not answer 200. */
async function unreachable(urls, fetchImpl) {
  const problems = [];
  await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetchWithTimeout(fetchImpl, url);
        await response.arrayBuffer();
        if (!response.ok) problems.push(`${url} answered ${response.status}`);
      } catch (error) {
        problems.push(`${url} could not be loaded: ${error.cause?.message ?? error.message}`);
      }
    }),
  );
  return problems;
}

/** The shell's manifest URL on a running site: next to the main script its index.html loads. */
async function shellManifestUrl(siteUrl, fetchImpl) {
  const response = await fetchWithTimeout(fetchImpl, `${siteUrl}/`);
  if (!response.ok) throw new Error(`${siteUrl}/ answered ${response.status}`);
  const html = await response.text();
  const main = /<script[^>]*\bsrc="([^"]*\bmain\.[^"]*\.js)"/.exec(html)?.[1];
  if (!main) throw new Error(`${siteUrl}/ does not load the shell's main script`);
  return new URL('mf-manifest.json', new URL(main, `${siteUrl}/`)).href;
}

/**
 * `verify`: every live manifest loads, with remoteEntry.js and the chunks of every module the shell's routes
 * and the other remotes load, and the guard rails hold between all of them. With SITE_URL, over HTTP from
 * the running site (as a browser gets them; CORS checked for other origins); otherwise from disk.
 * Returns the number of problems.
 */
export async function verify(settings, options = {}) {
  const { out, fetchImpl } = defaults(options);
  const registry = await readRegistry(settings);
  const problems = [];
  const state = await loadLiveState(settings, registry, { fetchImpl });
  /** Where each app's manifest is fetched from in HTTP mode. */
  const urls = {};

  if (settings.siteUrl) {
    out(`Verifying ${settings.siteUrl} (registry "${settings.environment}" in ${shown(settings.envDir)})`);
    let served = {};
    try {
      const response = await fetchWithTimeout(fetchImpl, `${settings.siteUrl}/remotes.json`);
      if (!response.ok) throw new Error(`answered ${response.status}`);
      served = await response.json();
    } catch (error) {
      problems.push(`${settings.siteUrl}/remotes.json could not be loaded: ${error.message}`);
    }
    try {
      urls.shell = await shellManifestUrl(settings.siteUrl, fetchImpl);
    } catch (error) {
      problems.push(`the shell: ${error.message}`);
    }
    for (const app of APP_NAMES.filter((name) => APPS[name].remote)) {
      const entry = served[APPS[app].remote];
      if (typeof entry !== 'string') {
        problems.push(`${settings.siteUrl}/remotes.json does not list ${APPS[app].remote} (${app}).`);
        continue;
      }
      urls[app] = new URL(entry, `${settings.siteUrl}/`).href;
      const expected = state[app].location;
      const expectedUrl =
        expected.kind === 'url'
          ? expected.url
          : new URL(
              expected.kind === 'release' ? `/releases/${app}/${expected.version}/mf-manifest.json` : `/remotes/${app}/mf-manifest.json`,
              `${settings.siteUrl}/`,
            ).href;
      if (urls[app] !== expectedUrl) {
        problems.push(
          `the site serves ${app} from ${urls[app]}, but the registry of "${settings.environment}" says ${describe(expected)}: is the server using the same RELEASES_DIR and RELEASE_ENV?`,
        );
      }
    }
    for (const [app, url] of Object.entries(urls)) {
      const loaded = await loadManifest({ kind: 'url', url }, { fetchImpl });
      state[app] = { ...state[app], manifest: loaded.manifest, error: loaded.error, location: { kind: 'url', url } };
      if (loaded.manifest && originOf(url) !== originOf(settings.siteUrl)) {
        const response = await fetchWithTimeout(fetchImpl, url, { headers: { origin: originOf(settings.siteUrl) } });
        const allowed = response.headers.get('access-control-allow-origin');
        if (allowed !== '*' && allowed !== originOf(settings.siteUrl))
          problems.push(
            `${app}: ${url} is on another origin and does not allow ${originOf(settings.siteUrl)} (no CORS header): the browser would refuse it.`,
          );
      }
    }
    for (const problem of problems) out(`✗ ${problem}`);
  }

  const wanted = {};
  for (const entry of Object.values(state)) {
    for (const need of entry.needs ?? []) {
      const provider = appOfRemote(need.remote);
      if (provider) (wanted[provider] ??= new Set()).add(need.module);
    }
  }

  for (const app of APP_NAMES) {
    const entry = state[app];
    const own = [];
    if (entry.error) own.push(entry.error);
    if (entry.needsError) own.push(`what it loads from remotes is unknown: ${entry.needsError}`);
    if (entry.manifest && app !== 'shell') {
      const files = filesToLoad(
        entry.manifest,
        [...(wanted[app] ?? [])].filter((module) => entry.manifest.exposes.has(module)),
      );
      if (entry.location.kind === 'url') {
        const base = assetBase(entry.manifest, entry.location.url);
        own.push(
          ...(await unreachable(
            files.map((file) => new URL(file, base).href),
            fetchImpl,
          )),
        );
      } else {
        own.push(...(await missingOnDisk(entry.location.dir, files)).map((file) => `${path.join(entry.location.dir, file)} is missing`));
      }
    }
    const registryEntry = registry.live[app];
    const label = registryEntry ? describeLocation(registryEntry) : 'workspace build';
    out(
      `${own.length ? '✗' : '✓'} ${app.padEnd(13)} ${label}${entry.manifest && app !== 'shell' ? ` — exposes ${entry.manifest.exposes.size} module(s)` : ''}`,
    );
    for (const problem of own) out(`    ${problem}`);
    problems.push(...own.map((problem) => `${app}: ${problem}`));
  }

  const compatibility = compatibilityProblems(state);
  for (const problem of compatibility) out(`✗ ${problem}`);
  problems.push(...compatibility);
  out(problems.length ? `${problems.length} problem(s) found.` : 'Every live app loads and has what the shell and the other remotes need.');
  return problems.length;
}
