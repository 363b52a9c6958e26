// Shared by the fault benches: a demo student's write load (POST /v2/mypage/memos, each memo a unique content),
// the record of every write the server acknowledged (200 with its boardNo), and the checks after a restart.
import path from 'node:path';
import { serverRequire } from '../lib.mjs';

export const STUDENT = { memLoginId: 'student01', memPwd: 'buddy1234ab' };

export async function login(base) {
  const response = await fetch(`${base}/v2/auth/students/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STUDENT),
  });
  if (!response.ok) throw new Error(`demo login failed (${response.status})`);
  return (await response.json()).result.memToken;
}

/**
 * `writers` clients writing memos back to back until the server goes away (or stop()). A write counts as
 * acknowledged only when its 200 answer was read in full; a write whose connection broke first is "unknown" (the
 * client cannot tell whether it was stored). Any other answer is "rejected".
 */
export function writeLoad(base, token, label, writers = 8) {
  const acknowledged = new Map();
  const unknown = [];
  const rejected = [];
  let running = true;
  let seq = 0;
  const loops = Array.from({ length: writers }, async (_, writer) => {
    while (running) {
      const content = `fault ${label} w${writer} #${(seq += 1)}`;
      try {
        const response = await fetch(`${base}/v2/mypage/memos`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ content }),
        });
        const json = await response.json();
        if (response.status === 200) acknowledged.set(json.result.boardNo, content);
        else rejected.push(`${response.status} ${json.code ?? ''}`);
      } catch {
        unknown.push(content);
        return;
      }
    }
  });
  return {
    acknowledged,
    unknown,
    rejected,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Reads every acknowledged memo back through the API: present when it answers 200 with the same content. */
export async function verifyThroughApi(base, token, acknowledged, concurrency = 8) {
  const entries = [...acknowledged];
  const lost = [];
  let present = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < entries.length) {
        const [boardNo, content] = entries[next];
        next += 1;
        const response = await fetch(`${base}/v2/mypage/memos/${boardNo}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const json = await response.json();
        if (response.status === 200 && json.result.content === content) present += 1;
        else lost.push(`${boardNo}: ${response.status} ${json.code ?? json.result?.content ?? ''}`);
      }
    }),
  );
  return { present, lost };
}

/** The memos in the database (PostgreSQL at url, or the PGlite of dataDir with its server stopped). */
export async function storedMemos(target) {
  const sql = `select board_no, content from board_posts where kind = 'memo' and content like 'fault %'`;
  let rows;
  if (target.url) {
    const { Client } = serverRequire('pg');
    const client = new Client({ connectionString: target.url });
    await client.connect();
    try {
      rows = (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  } else {
    const { PGlite } = serverRequire('@electric-sql/pglite');
    const db = await PGlite.create(path.join(target.dataDir, 'pglite'));
    try {
      rows = (await db.query(sql)).rows;
    } finally {
      await db.close();
    }
  }
  return new Map(rows.map((row) => [Number(row.board_no), row.content]));
}

/** Every acknowledged write against the database, and how many of the unknown ones were stored after all. */
export function compare(stored, acknowledged, unknown) {
  let lost = 0;
  for (const [boardNo, content] of acknowledged) if (stored.get(boardNo) !== content) lost += 1;
  const contents = new Set(stored.values());
  const unknownStored = unknown.filter((content) => contents.has(content)).length;
  return { lost, unknownStored };
}

/**
 * Puts `server` under write load and kills it with SIGKILL at a random moment 200-800 ms in; answers the stopped
 * load (acknowledged, cut off and rejected writes) and when the kill came.
 */
export async function killDuringWrites(server, base, token, label) {
  const load = writeLoad(base, token, label);
  const loadMs = 200 + Math.floor(Math.random() * 600);
  await new Promise((resolve) => setTimeout(resolve, loadMs));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
  await load.stop();
  return { load, loadMs };
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
