// Helpers shared by the benches: child processes (stopped on exit), waiting for a URL, a throwaway PostgreSQL
// database, and the server build.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverDir = path.join(root, 'packages', 'server');
export const serverMain = path.join(serverDir, 'dist', 'main.js');
/** Packages of the server workspace (pg, jose, pglite), for benches that talk to the database themselves. */
export const serverRequire = createRequire(path.join(serverDir, 'package.json'));

const children = new Set();

export function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function start(args, env = {}) {
  // BENCH_NODE_ARGS adds Node options to the server under test, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stderrText = () => stderr;
  children.add(child);
  return child;
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
  children.delete(child);
}

/** A throwaway database next to the one DATABASE_URL names (or DATABASE_URL itself when it cannot create one). */
export async function postgresTarget(url) {
  const { Client } = serverRequire('pg');
  const name = `buddy_bench_${randomBytes(4).toString('hex')}`;
  try {
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  } catch (error) {
    console.log(`postgres: cannot create a bench database (${error.message}); using DATABASE_URL as it is`);
    return { url, drop: async () => {} };
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const admin = new Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Rebuilds the server bundle (about a second): a stale dist would measure old code. */
export function buildServer() {
  const built = spawnSync(process.execPath, [path.join(serverDir, 'build.mjs')], { stdio: 'inherit' });
  if (built.status !== 0 || !existsSync(serverMain)) throw new Error('server build failed');
}

/*
 * CPU time from /proc (Linux): what a process and its children used, and what every PostgreSQL server process used,
 * so a bench can print the CPU cost per request, the per-core figure a capacity plan starts from.
 */
const CLOCK_TICKS = 100;

function procStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[1] is ppid; utime and stime are fields 14 and 15 of the whole line (11 and 12 here).
    return {
      ppid: Number(fields[1]),
      cpu: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS,
      // cutime + cstime: children that ended and were waited for (PostgreSQL's backends of closed connections).
      childCpu: (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS,
    };
  } catch {
    return null;
  }
}

function allPids() {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [];
  }
}

/** CPU seconds used so far by pid and its live descendants (null where /proc is missing). */
export function treeCpuSeconds(pid) {
  const stats = new Map(allPids().map((p) => [p, procStat(p)]));
  const inTree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [p, stat] of stats) {
      if (stat && !inTree.has(p) && inTree.has(stat.ppid)) {
        inTree.add(p);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const p of inTree) total += stats.get(p)?.cpu ?? 0;
  return stats.get(pid) ? total : null;
}

/** CPU seconds used so far by every live process named postgres (the server and its backends). */
export function postgresCpuSeconds() {
  let total = 0;
  for (const pid of allPids()) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const stat = procStat(pid);
    total += (stat?.cpu ?? 0) + (stat?.childCpu ?? 0);
  }
  return total;
}

/**
 * One load measurement (8 connections for `duration` seconds unless the options say otherwise): requests a second,
 * latency percentiles, non-2xx answers and socket errors (timeouts included).
 */
export async function measureLoad(options, duration) {
  const result = await autocannon({ duration, connections: 8, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
