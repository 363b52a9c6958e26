import type { ChildProcess, StdioOptions } from 'node:child_process';

export function spawnServer(options: { port: number; env?: Record<string, string>; stdio?: StdioOptions }): {
  child: ChildProcess;
  exited: Promise<number>;
};

export function untilHealthy(url: string, exited: Promise<number>, timeoutMs?: number): Promise<void>;
