/**
 * Building one app for release: its own rspack.config.mjs in production mode, written to a folder of the
 * release tool's choosing instead of the workspace's dist/ (which stays as `npm run build` left it).
 */
import { execFile } from 'node:child_process';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { ReleaseError } from './settings.mjs';

const run = promisify(execFile);

/** 2026-11-22T10:15:00.123Z → 20261122T101500Z */
export function buildStamp(date) {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** A release's version: the package version plus a build id (time of the build, and the commit when known). */
export function releaseVersion(packageVersion, date, commit) {
  return `${packageVersion}+${buildStamp(date)}${commit ? `.${commit}` : ''}`;
}

/** The commit the source folder is at and whether it has uncommitted changes; nulls outside git. */
export async function gitState(dir) {
  try {
    const { stdout: commit } = await run('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: dir });
    const { stdout: status } = await run('git', ['status', '--porcelain', '--', '.'], { cwd: dir });
    return { commit: commit.trim(), dirty: status.trim() !== '' };
  } catch {
    return { commit: null, dirty: null };
  }
}

/** The source folder of an app: it must be the app's workspace (or a copy of it) with its rspack config. */
export async function checkSource(app, sourceDir) {
  // createAppConfig derives the federation container from the folder's name (mf-practice → mf_practice).
  if (path.basename(sourceDir) !== app)
    throw new ReleaseError(`The source folder ${sourceDir} must be named ${app}: the build takes the app's federation name from it.`);
  for (const file of ['package.json', 'rspack.config.mjs']) {
    try {
      await access(path.join(sourceDir, file));
    } catch {
      throw new ReleaseError(`${sourceDir} is not the ${app} workspace: ${file} is missing.`);
    }
  }
  const pkg = JSON.parse(await readFile(path.join(sourceDir, 'package.json'), 'utf8'));
  if (typeof pkg.version !== 'string') throw new ReleaseError(`${path.join(sourceDir, 'package.json')} has no "version".`);
  return pkg;
}

/**
 * Builds `sourceDir` into `outDir` with Rspack's JavaScript API. `publicPath` replaces the configured one
 * when given (the shell's files are served from its release folder; remotes keep 'auto').
 */
export async function rspackBuild({ sourceDir, outDir, publicPath }) {
  const { rspack } = await import('@rspack/core');
  const configModule = await import(pathToFileURL(path.join(sourceDir, 'rspack.config.mjs')).href);
  const exported = configModule.default;
  const config = typeof exported === 'function' ? await exported({ RSPACK_BUILD: true }, { mode: 'production' }) : exported;
  config.mode = 'production';
  config.output = { ...config.output, path: outDir, ...(publicPath ? { publicPath } : {}) };
  const compiler = rspack(config);
  try {
    const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true, colors: false }));
  } finally {
    await new Promise((resolve) => compiler.close(() => resolve()));
  }
}
