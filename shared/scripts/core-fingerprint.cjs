/**
 * The core's fingerprint: a hash of every runtime source file of @ccl/shared (tests excluded). The
 * shell's copy of the core is the one every remote gets at run time, so any change to it must come
 * with a new version — the release tool compares versions, not code. `core.lock.json` records which
 * fingerprint each version has; `npm run core:lock -w shared` records a new version after a bump.
 */
const { createHash } = require('node:crypto');
const { readdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const LOCK_FILE = path.join(ROOT, 'core.lock.json');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

function coreFingerprint() {
  const hash = createHash('sha256');
  // The build's shared singletons are part of the core too: what the shell provides under '@mui/material'
  // and 'react-router-dom' (build/singletons/) is what every remote gets.
  const build = path.join(ROOT, 'build');
  const singletons = readdirSync(path.join(build, 'singletons'))
    .filter((name) => name.endsWith('.mjs'))
    .sort()
    .map((name) => path.join(build, 'singletons', name));
  for (const file of [
    ...sourceFiles(path.join(ROOT, 'src')),
    path.join(build, 'rspack.mjs'),
    path.join(build, 'mui-svg-icon.mjs'),
    ...singletons,
  ]) {
    hash.update(path.relative(ROOT, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function coreVersion() {
  return JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
}

function readLock() {
  return JSON.parse(readFileSync(LOCK_FILE, 'utf8'));
}

module.exports = { coreFingerprint, coreVersion, readLock };

if (require.main === module) {
  const lock = readLock();
  const version = coreVersion();
  const fingerprint = coreFingerprint();
  if (fingerprint === lock.fingerprint) {
    console.log(`@ccl/shared ${lock.version}: unchanged.`);
  } else if (version === lock.version) {
    console.error(
      `@ccl/shared changed but is still ${version}: bump "version" in shared/package.json (and the apps' dependency on it), add a CHANGELOG.md entry, then run this again.`,
    );
    process.exit(1);
  } else {
    writeFileSync(LOCK_FILE, `${JSON.stringify({ version, fingerprint }, null, 2)}\n`);
    console.log(`@ccl/shared ${version} recorded (was ${lock.version}).`);
  }
}
