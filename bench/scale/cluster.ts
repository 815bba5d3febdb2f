import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { SERVER_NODE_FLAGS } from '@jdj/server/node-flags';
import { repoRoot } from '../processes.ts';

export type LogLine = Record<string, unknown> & { msg: string; level: string; time: string };

export interface ServerSpec {
  name: string;
  port: number;
  metricsPort: number;
  /** The compiled server this process runs (apps/server/dist/main.js or a second build of it). */
  serverEntry: string;
  webDist: string;
  env: Record<string, string>;
}

/**
 * One server process as an operator runs it (`node apps/server/dist/main.js`: compiled, no build), whose JSON log
 * lines are kept across restarts: the top-up runs and errors of every incarnation can be read afterwards.
 */
export class ServerProcess {
  private child: ChildProcess | undefined;
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-scale-data-'));
  readonly logs: Array<LogLine & { incarnation: number }> = [];
  private incarnation = 0;

  constructor(readonly spec: ServerSpec) {}

  get pid(): number | undefined {
    return this.child?.exitCode === null ? this.child.pid : undefined;
  }

  /** How many times this process was started. */
  get incarnations(): number {
    return this.incarnation;
  }

  get url(): string {
    return `http://127.0.0.1:${this.spec.port}`;
  }

  /** Starts the process and waits until it answers its health check. */
  async start(timeoutMs = 180_000): Promise<void> {
    this.incarnation += 1;
    const incarnation = this.incarnation;
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, this.spec.serverEntry], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...this.spec.env,
        PORT: String(this.spec.port),
        METRICS_PORT: String(this.spec.metricsPort),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        WEB_DIST: this.spec.webDist,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      // Request lines are the bulk: parse only what is read afterwards.
      if (line.includes('"msg":"request"')) return;
      try {
        this.logs.push({ ...(JSON.parse(line) as LogLine), incarnation });
      } catch {
        // not a log line
      }
    });
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server ${this.spec.name} exited (${child.exitCode}): ${stderr.trim()}`);
      try {
        if ((await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(1000) })).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server ${this.spec.name} did not answer within ${timeoutMs / 1000} s`);
  }

  /** Sends a signal and waits for the process to end; resolves with its exit code (null when killed). */
  stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child?.exitCode ?? null);
    return new Promise((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill(signal);
    });
  }

  errors(): LogLine[] {
    return this.logs.filter((line) => line.level === 'error');
  }

  cleanUp(): void {
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}
