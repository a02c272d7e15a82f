/**
 * The guard rails: can these apps run together? Two rules, both taken from what the browser does.
 *  1. Shared singletons: every remote's `requiredVersion` of a singleton (react, @mui/material, …) must be
 *     satisfied by the version the live shell provides — the shell loads them first, so that copy is the
 *     one every remote gets.
 *  2. Exposed modules: every module the shell's route table or another app loads from a remote must be
 *     in that remote's `exposes`.
 * Plus: a remote's manifest must carry its own container name, or the runtime cannot find it.
 */
import { APPS, appOfRemote } from './settings.mjs';
import { satisfies } from './semver.mjs';

/** The core every remote gets from the shell (shared/CHANGELOG.md). */
const CORE = '@ccl/shared';

const label = (app) => (app === 'shell' ? 'the shell' : app);

/**
 * @param {Record<string, { manifest?: object, needs?: {remote: string, module: string, from: string}[] }>} apps
 * @param {{ focus?: string }} [options] only problems that involve this app (the one being changed)
 * @returns {string[]} one sentence per problem
 */
export function compatibilityProblems(apps, { focus } = {}) {
  const problems = [];
  const involves = (...names) => !focus || names.includes(focus);

  for (const [app, state] of Object.entries(apps)) {
    const container = APPS[app]?.container;
    if (state.manifest && container && state.manifest.name !== container && involves(app)) {
      problems.push(
        `${app}'s manifest belongs to the federation container "${state.manifest.name}", not "${container}": the shell would not find it.`,
      );
    }
  }

  const shell = apps.shell?.manifest;
  if (shell) {
    const provided = new Map(shell.shared.map((entry) => [entry.name, entry.version]));
    for (const [app, state] of Object.entries(apps)) {
      if (app === 'shell' || !state.manifest || !involves(app, 'shell')) continue;
      for (const entry of state.manifest.shared) {
        if (!entry.singleton || !entry.requiredVersion || !provided.has(entry.name)) continue;
        const version = provided.get(entry.name);
        let ok;
        try {
          ok = satisfies(version, entry.requiredVersion);
        } catch (error) {
          problems.push(`${app} shares ${entry.name} with a requiredVersion the tool cannot read: ${error.message}.`);
          continue;
        }
        if (ok) continue;
        problems.push(
          entry.name === CORE
            ? `${app} was built against the core @ccl/shared ${entry.version ?? entry.requiredVersion} and requires ${entry.requiredVersion}, but the live shell provides core ${version}: release the shell with that core first.`
            : `${app} requires ${entry.name} ${entry.requiredVersion} (a shared singleton), but the shell provides ${entry.name} ${version}.`,
        );
      }
    }
  }

  for (const [consumer, state] of Object.entries(apps)) {
    for (const need of state.needs ?? []) {
      const provider = appOfRemote(need.remote);
      if (!involves(consumer, provider)) continue;
      const where =
        consumer === 'shell' && need.from.startsWith('route ') ? `the shell's ${need.from}` : `${label(consumer)} (${need.from})`;
      if (!provider) {
        problems.push(`${where} loads ${need.module} from a remote "${need.remote}" that does not exist.`);
        continue;
      }
      const manifest = apps[provider]?.manifest;
      if (manifest && !manifest.exposes.has(need.module))
        problems.push(`${provider} does not expose ${need.module}, which ${where} loads.`);
    }
  }
  return problems;
}
