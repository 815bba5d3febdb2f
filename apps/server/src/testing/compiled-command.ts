import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { bundleServer } from '../../build/bundle.mjs';
import { repoRoot } from '../config.ts';

const run = promisify(execFile);

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The server or one of its command-line tools (src/cli/*.ts) compiled to one JavaScript file by the
 * production build's own bundler, so that a test runs it as a new process the way an operator does: with
 * plain Node it starts in a fraction of tsx's time, and a CLI test runs it dozens of times. The file sits
 * under node_modules/.cache, inside the checkout, where Node finds the packages the bundle leaves out.
 */
export interface CompiledCommand {
  /** The compiled file, for a test that starts it itself (signals, another user). */
  entry: string;
  /** Runs the tool with these arguments and this environment (added to the test process's own). */
  run(args: readonly string[], env: Record<string, string>): Promise<CommandResult>;
  dispose(): void;
}

export async function compileCommand(source: string): Promise<CompiledCommand> {
  const cache = path.join(repoRoot, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cache, 'jdj-cli-'));
  // Readable by a service account too (mkdtemp makes it private to its owner).
  fs.chmodSync(outDir, 0o755);
  const entry = await bundleServer(outDir, source);
  return {
    entry,
    async run(args, env) {
      try {
        const { stdout, stderr } = await run(process.execPath, [entry, ...args], { env: { ...process.env, ...env } });
        return { code: 0, stdout, stderr };
      } catch (error) {
        const e = error as { code: number; stdout: string; stderr: string };
        return { code: e.code, stdout: e.stdout, stderr: e.stderr };
      }
    },
    dispose: () => fs.rmSync(outDir, { recursive: true, force: true }),
  };
}

/**
 * The test file's compiled command: compiled before its tests, removed after them. Read it inside a test
 * (it is set once `beforeAll` has run).
 */
export function useCompiledCommand(source: string): () => CompiledCommand {
  let compiled: CompiledCommand | undefined;
  beforeAll(async () => {
    compiled = await compileCommand(source);
  }, 60_000);
  afterAll(() => compiled?.dispose());
  return () => {
    if (!compiled) throw new Error(`${source} is not compiled yet: read it inside a test`);
    return compiled;
  };
}
