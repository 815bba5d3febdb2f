import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './config.ts';
import { EXIT } from './exit-codes.ts';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

const run = promisify(execFile);

/** The unit operators install: the ini block of docs/operations.md. */
function documentedUnit(): string {
  const block = /```ini\n([\s\S]*?)```/.exec(fs.readFileSync(path.join(repoRoot, 'docs/operations.md'), 'utf8'))?.[1];
  if (!block) throw new Error('no systemd unit in docs/operations.md');
  return block;
}

const directive = (unit: string, name: string) =>
  unit
    .split('\n')
    .find((line) => line.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** What systemd runs for a directive of instance `port`: %i replaced, $$ made $. */
const commandOf = (unit: string, name: string, port: number) => {
  const line = directive(unit, name)!;
  const script = /^\/bin\/sh -c '(.*)'$/.exec(line)?.[1];
  if (!script) throw new Error(`${name} is not a /bin/sh -c '…' line`);
  return script.replaceAll('%i', String(port)).replaceAll('$$', '$');
};

/**
 * Issue 23, finding 2: the unit's RestartPreventExitStatus=1 left a process dead that had exited 1 for a
 * database restart. The codes are distinct now; the unit must restart 75 and 70 and only stop on 1, and
 * `systemctl restart` waits for readiness.
 */
describe('the systemd unit of docs/operations.md', () => {
  const unit = documentedUnit();
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
  });

  it('restarts what a restart can cure (75: database away, 70: a bug) and never loops on a setting to fix (1)', () => {
    expect(directive(unit, 'Restart')).toBe('on-failure');
    expect(directive(unit, 'RestartPreventExitStatus')?.split(/\s+/)).toEqual(['1']);
    expect(directive(unit, 'SuccessExitStatus')).toBeUndefined();
    // The codes main.ts ends with: only the configuration's stops the restarts.
    expect(directive(unit, 'RestartPreventExitStatus')).toBe(String(EXIT.configuration));
    // The start may wait DATABASE_WAIT_SECONDS (60 s) for the database, then migrate: systemd must wait longer.
    expect(Number(directive(unit, 'TimeoutStartSec'))).toBeGreaterThan(60);
  });

  it('runs the compiled server with the Node flags every launcher gives it', () => {
    expect(commandOf(unit, 'ExecStart', 3001)).toMatch(new RegExp(`exec /usr/bin/node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/main\\.js$`));
  });

  it('is a unit systemd accepts without a warning', async () => {
    const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((file) => fs.existsSync(file));
    if (!analyze && process.env.CI) throw new Error('systemd-analyze is missing on CI (.ci/run installs systemd)');
    if (!analyze) return;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-unit-'));
    try {
      const file = path.join(dir, 'jeux-du-jour@3001.service');
      fs.writeFileSync(file, unit);
      const { stderr } = await run(analyze, ['verify', '--man=no', file]);
      expect(stderr.trim()).toBe('');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes `systemctl start` wait until the process is ready, and stop waiting when it ends', async () => {
    // A process whose readiness answers 503 (its database away) twice, then 200.
    let probes = 0;
    const server = http.createServer((request, response) => {
      probes += 1;
      response.writeHead(request.url === '/api/health/ready' && probes > 2 ? 200 : 503).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const waited = await run('/bin/sh', ['-c', commandOf(unit, 'ExecStartPost', port)], { env: { ...process.env, MAINPID: String(process.pid) } });
      expect(waited.stderr).toBe('');
      expect(probes).toBe(3);
    } finally {
      server.close();
    }

    // The process ends before it is ready (exit 75 after its wait): the start fails instead of hanging.
    const dying = spawn(process.execPath, ['-e', 'setTimeout(() => process.exit(75), 1500)']);
    children.push(dying);
    const gaveUp = await run('/bin/sh', ['-c', commandOf(unit, 'ExecStartPost', port)], { env: { ...process.env, MAINPID: String(dying.pid) } }).then(
      () => 0,
      (error: { code: number }) => error.code,
    );
    expect(gaveUp).toBe(1);
  });
});
