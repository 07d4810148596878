// Kept builds of each deploy target, per environment: build/deploy/<env>/releases/<target>/<build id>/
// holds exactly what a deploy of that build published, and history.json the builds that went live,
// newest last. A rollback publishes a kept build again (never a rebuild against today's shared
// packages), and each publish carries the content-hashed files of the recent releases along, so a
// page or a remote entry of the previous build (kept by a CDN, or open in a tab) never names a gone file.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { isContentHashed } from '../../functions/http-headers.mjs';

/** Hashed files of a release stay served this long after it stopped being live (a tab open over a weekend)... */
export const KEEP_DAYS = 7;
/** ...and those of at least this many previous releases, however old. */
export const KEEP_AT_LEAST = 2;
/** Kept builds beyond these (the live one, the carried ones and this many more) are deleted: a bounded folder. */
const KEEP_ARTIFACTS = 10;

/** Every file under dir, as paths relative to it (forward slashes). */
export function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

/**
 * A file that a new release may drop while an older page still names it: a content-hashed name
 * (rspack's [contenthash:8]) or a remote's server code (remoteEntry.<build id>.js and its chunks).
 */
export function outlivesItsRelease(file) {
  return isContentHashed(file) || /^server\/.+\.js$/.test(file);
}

/** The folder of one target's kept builds in an environment tree. */
export function releasesDir(environmentDir, target) {
  return path.join(environmentDir, 'releases', target);
}

/**
 * The id of a build made of these folders: a remote's `buildVersion` (its manifest, the id the render
 * and the logs name), else a hash of every file's name and content.
 * @param {Record<string, string>} parts name → folder
 */
export function buildIdOf(parts) {
  const manifest = parts.site && path.join(parts.site, 'mf-manifest.json');
  if (manifest && existsSync(manifest)) {
    const version = JSON.parse(readFileSync(manifest, 'utf8'))?.metaData?.buildInfo?.buildVersion;
    if (typeof version === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(version)) return version;
  }
  const hash = createHash('sha256');
  for (const [name, dir] of Object.entries(parts).sort(([a], [b]) => a.localeCompare(b))) {
    for (const file of filesUnder(dir)) {
      hash.update(`${name}/${file}\0`);
      hash.update(readFileSync(path.join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Keeps a build: copies each part (filtered) into releases/<target>/<id>/<part>, once per id.
 * @param {string} environmentDir
 * @param {string} target
 * @param {Record<string, string>} parts name → built folder
 * @param {(file: string) => boolean} filter a source path → whether it is kept
 * @returns {string} the build id
 */
export function keepBuild(environmentDir, target, parts, filter) {
  for (const dir of Object.values(parts))
    if (!existsSync(dir)) throw new Error(`${dir} is missing: build ${target} first`);
  const staging = path.join(releasesDir(environmentDir, target), `.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  for (const [name, dir] of Object.entries(parts)) cpSync(dir, path.join(staging, name), { recursive: true, filter });
  const buildId = buildIdOf(Object.fromEntries(Object.keys(parts).map((name) => [name, path.join(staging, name)])));
  const kept = path.join(releasesDir(environmentDir, target), buildId);
  if (existsSync(kept)) rmSync(staging, { recursive: true, force: true });
  else renameSync(staging, kept);
  return buildId;
}

/** The kept build's folder, or an error naming the kept ones. */
export function keptBuild(environmentDir, target, buildId) {
  const dir = path.join(releasesDir(environmentDir, target), buildId);
  if (!/^[A-Za-z0-9._-]+$/.test(buildId) || !existsSync(dir)) {
    const kept = keptBuildIds(environmentDir, target);
    throw new Error(`no kept build ${buildId} of ${target}; kept: ${kept.length > 0 ? kept.join(', ') : 'none'}`);
  }
  return dir;
}

function keptBuildIds(environmentDir, target) {
  const dir = releasesDir(environmentDir, target);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
}

/** @returns {{ buildId: string, at: string }[]} the builds that went live, oldest first */
export function history(environmentDir, target) {
  const file = path.join(releasesDir(environmentDir, target), 'history.json');
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(parsed) ? parsed : [];
}

/** Records that `buildId` went live now, and deletes kept builds no longer needed. */
export function recordLive(environmentDir, target, buildId, now = new Date()) {
  const list = [...history(environmentDir, target), { buildId, at: now.toISOString() }].slice(-100);
  mkdirSync(releasesDir(environmentDir, target), { recursive: true });
  writeFileSync(path.join(releasesDir(environmentDir, target), 'history.json'), `${JSON.stringify(list, null, 2)}\n`);
  const needed = new Set([...list.slice(-KEEP_ARTIFACTS).map((entry) => entry.buildId), buildId]);
  for (const id of carriedBuilds(environmentDir, target, buildId, now)) needed.add(id);
  // builds kept but never live (dry runs, a deploy that failed): the newest few stay rollback candidates
  const neverLive = keptBuildIds(environmentDir, target)
    .filter((id) => !list.some((entry) => entry.buildId === id))
    .sort((a, b) => modified(environmentDir, target, b) - modified(environmentDir, target, a));
  for (const id of neverLive.slice(0, KEEP_ARTIFACTS)) needed.add(id);
  for (const id of keptBuildIds(environmentDir, target))
    if (!needed.has(id)) rmSync(path.join(releasesDir(environmentDir, target), id), { recursive: true, force: true });
}

function modified(environmentDir, target, id) {
  return statSync(path.join(releasesDir(environmentDir, target), id)).mtimeMs;
}

/** The live build, the one before it (rollback's default), or null. */
export function liveBuild(environmentDir, target) {
  return history(environmentDir, target).at(-1)?.buildId ?? null;
}
export function previousBuild(environmentDir, target) {
  const list = history(environmentDir, target);
  const live = list.at(-1)?.buildId;
  return [...list].reverse().find((entry) => entry.buildId !== live)?.buildId ?? null;
}

/**
 * The earlier builds whose outliving files a publish of `buildId` carries: each that was live within
 * KEEP_DAYS, and at least the KEEP_AT_LEAST last others.
 */
export function carriedBuilds(environmentDir, target, buildId, now = new Date()) {
  const since = now.getTime() - KEEP_DAYS * 24 * 3600 * 1000;
  const list = history(environmentDir, target);
  const carried = [];
  // a build stopped being live when the next one went live
  list.forEach((entry, index) => {
    const until = list[index + 1] ? Date.parse(list[index + 1].at) : now.getTime();
    if (entry.buildId !== buildId && until >= since && !carried.includes(entry.buildId)) carried.push(entry.buildId);
  });
  const others = [...new Set(list.map((entry) => entry.buildId).filter((id) => id !== buildId))];
  for (const id of others.slice(-KEEP_AT_LEAST)) if (!carried.includes(id)) carried.push(id);
  return carried.filter((id) => existsSync(path.join(releasesDir(environmentDir, target), id)));
}

/** Copies `from`'s outliving files that `to` lacks into `to` (the new release's own files win). */
export function carryOutliving(from, to) {
  for (const file of filesUnder(from)) {
    if (!outlivesItsRelease(file)) continue;
    const dest = path.join(to, file);
    if (existsSync(dest)) continue;
    mkdirSync(path.dirname(dest), { recursive: true });
    cpSync(path.join(from, file), dest);
  }
}
