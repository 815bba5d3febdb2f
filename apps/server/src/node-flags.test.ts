import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.ts';
import { repoRoot } from './config.ts';

const scriptsOf = (packageFile: string): Record<string, string> =>
  (JSON.parse(fs.readFileSync(path.join(repoRoot, packageFile), 'utf8')) as { scripts: Record<string, string> }).scripts;

// The systemd unit's ExecStart is checked with the unit (systemd-unit.test.ts); the benches and the e2e
// server spread SERVER_NODE_FLAGS themselves.
describe('the Node flags of the server', () => {
  it('are given by `npm start` and `npm run serve`, at the root and in the server package', () => {
    const launchers = [scriptsOf('package.json').start, scriptsOf('package.json').serve, scriptsOf('apps/server/package.json').start];
    for (const command of launchers) expect(command).toMatch(new RegExp(`^node ${SERVER_NODE_FLAGS.join(' ')} \\S*start\\.mjs`));
  });

  it('are flags this Node accepts (an unknown one stops Node before the server starts)', () => {
    const child = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', 'process.stdout.write(process.execArgv.join(" "))'], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    expect(child.stdout.startsWith(SERVER_NODE_FLAGS.join(' '))).toBe(true);
  });
});
