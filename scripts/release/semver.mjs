/**
 * Just enough semver to check a remote's shared `requiredVersion` ranges (as written in mf-manifest.json)
 * against the versions the live shell provides: ^ ~ = < <= > >=, x-ranges and partial versions,
 * hyphen ranges, space-separated (AND) and || (OR) sets, and npm's pre-release rule.
 * Written here because the release tool must run without extra dependencies.
 */

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;
const PARTIAL = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** '19.3.1' → { major: 19, minor: 3, patch: 1, prerelease: [] }; null when it is not a full version. */
export function parseVersion(text) {
  const match = VERSION.exec(String(text).trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), prerelease: match[4] ? match[4].split('.') : [] };
}

function compareIdentifiers(a, b) {
  const numericA = /^\d+$/.test(a);
  const numericB = /^\d+$/.test(b);
  if (numericA && numericB) return Math.sign(Number(a) - Number(b));
  if (numericA) return -1;
  if (numericB) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** -1, 0 or 1, by semver precedence (a pre-release is lower than its release). */
export function compareVersions(a, b) {
  for (const key of ['major', 'minor', 'patch']) if (a[key] !== b[key]) return Math.sign(a[key] - b[key]);
  if (!a.prerelease.length && !b.prerelease.length) return 0;
  if (!a.prerelease.length) return 1;
  if (!b.prerelease.length) return -1;
  for (let i = 0; i < Math.max(a.prerelease.length, b.prerelease.length); i += 1) {
    if (a.prerelease[i] === undefined) return -1;
    if (b.prerelease[i] === undefined) return 1;
    const order = compareIdentifiers(a.prerelease[i], b.prerelease[i]);
    if (order) return order;
  }
  return 0;
}

const wild = (part) => part === undefined || /^[xX*]$/.test(part);
const version = (major, minor, patch, prerelease = []) => ({ major, minor, patch, prerelease });
/** The lowest version of the next tuple: `<2.0.0-0` excludes 2.0.0's pre-releases too. */
const below = (major, minor, patch) => ({ op: '<', version: version(major, minor, patch, ['0']), synthetic: true });

function parsePartial(text) {
  const match = PARTIAL.exec(text);
  if (!match) throw new Error(`"${text}" is not a version`);
  const [, major, minor, patch, prerelease] = match;
  return {
    major: wild(major) ? null : Number(major),
    minor: wild(major) || wild(minor) ? null : Number(minor),
    patch: wild(major) || wild(minor) || wild(patch) ? null : Number(patch),
    prerelease: prerelease ? prerelease.split('.') : [],
  };
}

/** One comparator token ('^19.3.1', '>=1.2', '1.x', '*') → comparators { op, version } that must all hold. */
function desugar(token) {
  const match = /^(\^|~>?|>=|<=|>|<|=)?\s*(.*)$/.exec(token);
  const op = match[1] ?? '';
  const p = parsePartial(match[2] || '*');
  const full = (pre = p.prerelease) => version(p.major, p.minor ?? 0, p.patch ?? 0, pre);
  if (p.major === null) return op === '<' || op === '>' ? [{ op: '<', version: version(0, 0, 0, ['0']) }] : [];
  switch (op) {
    case '^': {
      const upper =
        p.major > 0 || p.minor === null
          ? below(p.major + 1, 0, 0)
          : p.minor > 0 || p.patch === null
            ? below(0, p.minor + 1, 0)
            : below(0, 0, p.patch + 1);
      return [{ op: '>=', version: full() }, upper];
    }
    case '~':
    case '~>':
      return [{ op: '>=', version: full() }, p.minor === null ? below(p.major + 1, 0, 0) : below(p.major, p.minor + 1, 0)];
    case '>':
      if (p.minor === null) return [{ op: '>=', version: version(p.major + 1, 0, 0) }];
      if (p.patch === null) return [{ op: '>=', version: version(p.major, p.minor + 1, 0) }];
      return [{ op: '>', version: full() }];
    case '>=':
      return [{ op: '>=', version: full() }];
    case '<':
      return [{ op: '<', version: p.patch === null ? version(p.major, p.minor ?? 0, 0, ['0']) : full() }];
    case '<=':
      if (p.minor === null) return [below(p.major + 1, 0, 0)];
      if (p.patch === null) return [below(p.major, p.minor + 1, 0)];
      return [{ op: '<=', version: full() }];
    default:
      if (p.minor === null) return [{ op: '>=', version: full() }, below(p.major + 1, 0, 0)];
      if (p.patch === null) return [{ op: '>=', version: full() }, below(p.major, p.minor + 1, 0)];
      return [{ op: '=', version: full() }];
  }
}

function parseSet(text) {
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text);
  if (hyphen) {
    const upper = parsePartial(hyphen[2]);
    const upperComparators =
      upper.major === null
        ? []
        : upper.minor === null
          ? [below(upper.major + 1, 0, 0)]
          : upper.patch === null
            ? [below(upper.major, upper.minor + 1, 0)]
            : [{ op: '<=', version: version(upper.major, upper.minor, upper.patch, upper.prerelease) }];
    return [...desugar(`>=${hyphen[1]}`), ...upperComparators];
  }
  // '>= 1.2.3' is one comparator: join an operator to the version after it.
  const tokens = text
    .replace(/(\^|~>?|>=|<=|>|<|=)\s+/g, '$1')
    .split(/\s+/)
    .filter(Boolean);
  return tokens.flatMap(desugar);
}

/** Parses a range into OR-ed sets of AND-ed comparators; throws a readable error for nonsense. */
export function parseRange(range) {
  const text = String(range).trim();
  return text.split('||').map((part) => {
    try {
      return parseSet(part.trim());
    } catch (error) {
      throw new Error(`"${text}" is not a version range (${error.message})`, { cause: error });
    }
  });
}

function test(comparator, v) {
  const order = compareVersions(v, comparator.version);
  switch (comparator.op) {
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '>=':
      return order >= 0;
    default:
      return order === 0;
  }
}

/** Does `versionText` satisfy `range`? A version that is not semver satisfies nothing. */
export function satisfies(versionText, range) {
  const v = parseVersion(versionText);
  if (!v) return false;
  return parseRange(range).some((set) => {
    if (!set.every((comparator) => test(comparator, v))) return false;
    if (!v.prerelease.length) return true;
    // npm's rule: 1.3.0-beta satisfies a range only if the range names a pre-release of 1.3.0 itself.
    return set.some(
      (c) =>
        !c.synthetic &&
        c.version.prerelease.length &&
        c.version.major === v.major &&
        c.version.minor === v.minor &&
        c.version.patch === v.patch,
    );
  });
}
