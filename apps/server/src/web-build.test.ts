import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_VERSION } from './config.ts';
import { webBuildState } from './web-build.ts';

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A checkout with one committed source file, and a web build of that commit. */
function checkoutWithBuild(): { root: string; webDist: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-checkout-'));
  temporary.push(root);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  fs.mkdirSync(path.join(root, 'apps/web'), { recursive: true });
  fs.writeFileSync(path.join(root, 'apps/web/main.ts'), 'export {};\n');
  fs.writeFileSync(path.join(root, '.gitignore'), 'dist/\n');
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'sources');
  const webDist = path.join(root, 'dist');
  fs.mkdirSync(webDist);
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html>');
  fs.writeFileSync(path.join(webDist, 'build.json'), JSON.stringify({ version: APP_VERSION, commit: git('rev-parse', 'HEAD'), date: null, dirty: false }));
  return { root, webDist };
}

describe('whether `npm start` must build the web app again', () => {
  it('keeps the build of the checked-out commit', () => {
    const { root, webDist } = checkoutWithBuild();
    expect(webBuildState(webDist, root).kind).toBe('current');
  });

  it('keeps it when a file was exported beside the sources (content export --out jour.json)', () => {
    const { root, webDist } = checkoutWithBuild();
    fs.writeFileSync(path.join(root, 'jour.json'), '{}');
    expect(webBuildState(webDist, root).kind).toBe('current');
  });

  it('builds again when a source changed or a new source file appeared', () => {
    const changed = checkoutWithBuild();
    fs.appendFileSync(path.join(changed.root, 'apps/web/main.ts'), 'export const x = 1;\n');
    expect(webBuildState(changed.webDist, changed.root).kind).toBe('other');
    const added = checkoutWithBuild();
    fs.writeFileSync(path.join(added.root, 'apps/web/extra.ts'), 'export {};\n');
    expect(webBuildState(added.webDist, added.root).kind).toBe('other');
  });
});
