import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts a TypeScript entry point in its own process and waits until it answers `probeUrl`. */
export async function startProcess(entry: string, env: Record<string, string>, probeUrl: string, nodeArgs: readonly string[] = []): Promise<ChildProcess> {
  // The compiled server runs as production runs it (plain Node); TypeScript entries go through tsx.
  const child = spawn(process.execPath, [...nodeArgs, ...(entry.endsWith('.js') ? [entry] : ['--import', 'tsx', entry])], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(probeUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`${entry} did not answer ${probeUrl} within 30 s`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Ports free right now on the loopback, so benches never collide with another run or a helper's server. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve) => {
          const server = net.createServer();
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
