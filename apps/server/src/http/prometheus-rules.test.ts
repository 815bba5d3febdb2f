import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/connection.ts';
import { findRepoRoot } from '../repo-root.ts';
import { Metrics } from './metrics.ts';

const root = findRepoRoot(import.meta.dirname);
const rulesDir = path.join(root, 'ops/prometheus');
const dashboardFile = path.join(root, 'ops/grafana/jeux-du-jour.json');
/** Debian's package `prometheus` ships it (.ci/run installs it). */
const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((file) => fs.existsSync(file));

/** The series names a PromQL expression reads: ours, Node's and prom-client's, node_exporter's, `up`. */
function seriesOf(expr: string): string[] {
  return [...new Set(expr.match(/\b(?:jdj|nodejs|process|node)_[a-z0-9_]+\b|\bup(?=\{)/g) ?? [])];
}

describe('Prometheus rules and the Grafana dashboard', () => {
  let dir: string;
  let database: DatabaseHandle;
  /** Every series name the server's registry can expose (a histogram's _bucket, _sum and _count included). */
  let served: Set<string>;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-rules-'));
    database = openDatabase({ sqliteFile: path.join(dir, 'portail.sqlite') });
    const metrics = new Metrics(database, { version: APP_VERSION, commit: null });
    const names = (await metrics.registry.getMetricsAsJSON()).flatMap((metric) =>
      String(metric.type) === 'histogram' ? ['_bucket', '_sum', '_count'].map((suffix) => metric.name + suffix) : [metric.name],
    );
    metrics.stop();
    served = new Set(names);
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Series nobody serves: a typo, or a metric renamed without its alert or panel. */
  const unknown = (expr: string) => seriesOf(expr).filter((name) => !served.has(name) && name !== 'up' && !name.startsWith('node_'));

  it('pass promtool: the rules are valid and their unit tests (database down, content running out…) hold', (context) => {
    if (!promtool && process.env.CI) throw new Error('promtool is missing on CI (.ci/run installs the Debian package prometheus)');
    if (!promtool) return context.skip();
    const run = (...args: string[]) => execFileSync(promtool, args, { cwd: rulesDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(run('check', 'rules', 'alerts.yml')).toContain('SUCCESS');
    expect(run('test', 'rules', 'alerts.test.yml')).toContain('SUCCESS');
  });

  it('alert only on series the server serves, each with a summary and a description', () => {
    const rules = fs.readFileSync(path.join(rulesDir, 'alerts.yml'), 'utf8');
    const exprs = [...rules.matchAll(/expr: (\|\n(?: {10}.*\n)+|.*)/g)].map((match) => match[1]!);
    expect(exprs.length).toBeGreaterThanOrEqual(8);
    for (const expr of exprs) expect(unknown(expr), expr).toEqual([]);
    for (const needed of ['jdj_database_up', 'jdj_puzzles_ahead_days', 'jdj_mails_total', 'jdj_scores_total', 'node_filesystem_avail_bytes']) {
      expect(
        exprs.some((expr) => expr.includes(needed)),
        needed,
      ).toBe(true);
    }
    // Each alert tells the operator, in French, what happens and where to look.
    const alerts = rules.match(/- alert: /g)!.length;
    expect(rules.match(/ summary: "/g)).toHaveLength(alerts);
    expect(rules.match(/ description: "/g)).toHaveLength(alerts);
  });

  it('has a dashboard whose every panel reads series the server serves', () => {
    const dashboard = JSON.parse(fs.readFileSync(dashboardFile, 'utf8')) as { panels: { title: string; targets: { expr: string }[] }[] };
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(10);
    const read = new Set<string>();
    for (const panel of dashboard.panels) {
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
      for (const { expr } of panel.targets) {
        expect(unknown(expr), `${panel.title}: ${expr}`).toEqual([]);
        for (const name of seriesOf(expr)) read.add(name);
      }
    }
    // Each of the series of issue 35 has a panel.
    for (const name of [
      'jdj_database_up',
      'jdj_database_pool_connections',
      'jdj_database_query_duration_seconds_bucket',
      'jdj_scores_total',
      'jdj_mails_total',
      'jdj_job_last_success_timestamp_seconds',
      'jdj_build_info',
      'jdj_puzzles_ahead_days',
    ]) {
      expect(read.has(name), name).toBe(true);
    }
  });
});
