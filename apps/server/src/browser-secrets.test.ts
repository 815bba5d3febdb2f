import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 22, item 1: the browser's Decrypto chunk shipped the generator of the day's code, so anyone could
 * compute every code. This walks what the browser can load (the static and dynamic imports from main.tsx,
 * type-only ones aside: they vanish from every chunk) and checks that none of it can draw secret content.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const WORKSPACES: Record<string, string> = {
  '@jdj/puzzles': 'packages/puzzles/src/index.ts',
  '@jdj/puzzles/testing': 'packages/puzzles/src/testing/index.ts',
  '@jdj/content': 'packages/content/src/index.ts',
  '@jdj/server': 'apps/server/src/index.ts',
};

function resolveImport(from: string, specifier: string): string | undefined {
  if (specifier in WORKSPACES) return path.join(repo, WORKSPACES[specifier] as string);
  if (!specifier.startsWith('.')) return undefined; // a package of node_modules (React…)
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

/** The module specifiers a file loads at run time: imports, re-exports and import() calls, not `import type`. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const typeOnly = (clause: ts.ImportClause | undefined) => {
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const bindings = clause.namedBindings;
    return (
      !clause.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly)
    );
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !typeOnly(node.importClause)) found.push(node.moduleSpecifier.text);
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly)
      found.push(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0]))
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every source file the browser can load, from the app's entry. */
function browserModules(): string[] {
  const seen = new Set<string>();
  const pending = [path.join(repo, 'apps/web/src/main.tsx')];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file) || /\.(css|svg|png|json)$/.test(file)) continue;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      const target = resolveImport(file, specifier);
      if (target) pending.push(target);
    }
  }
  return [...seen].map((file) => path.relative(repo, file));
}

interface ModuleLike {
  slug?: unknown;
  parse?: unknown;
  apply?: unknown;
  generate?: unknown;
  questions?: unknown;
}

const isGameModule = (value: unknown): value is ModuleLike =>
  typeof value === 'object' && value !== null && typeof (value as ModuleLike).slug === 'string' && typeof (value as ModuleLike).apply === 'function';

describe('what the browser can load', () => {
  const modules = browserModules();

  it('reaches the games’ rules but no server code and no content builder', () => {
    expect(modules).toContain('packages/puzzles/src/decrypto/index.ts');
    expect(modules.filter((file) => file.startsWith('packages/content/') || file.startsWith('apps/server/'))).toEqual([]);
  });

  it('holds no generator of a game whose puzzle has a secret part (the questions the server answers)', async () => {
    const secretGames: string[] = [];
    for (const file of modules.filter((f) => f.startsWith('packages/puzzles/src/') && !f.endsWith('.test.ts'))) {
      const exported = (await import(/* @vite-ignore */ path.join(repo, file))) as Record<string, unknown>;
      for (const value of Object.values(exported)) {
        if (!isGameModule(value) || value.questions === undefined) continue;
        secretGames.push(value.slug as string);
        expect(value.generate, `${value.slug} (${file})`).toBeUndefined();
      }
    }
    expect(new Set(secretGames)).toEqual(new Set(['decrypto', 'proximo']));
  });
});
