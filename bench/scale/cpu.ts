import fs from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface Stat {
  pid: number;
  comm: string;
  ppid: number;
  /** User + system CPU, in seconds. */
  cpu: number;
}

function readStat(pid: number): Stat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // comm is in parentheses and may hold spaces: split after its closing one.
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    return {
      pid,
      comm: text.slice(text.indexOf('(') + 1, close),
      ppid: Number(fields[1]),
      cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    };
  } catch {
    return undefined; // ended meanwhile
  }
}

function allStats(): Stat[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is Stat => stat !== undefined);
}

export interface CpuGroup {
  pids: number[];
  /** Count their children too (nginx's workers). */
  withChildren?: boolean;
}

/** Per group, the CPU seconds used so far by each of its processes. */
export type CpuSnapshot = Record<string, Map<number, number>>;

export function cpuSnapshot(groups: Record<string, CpuGroup>): CpuSnapshot {
  const stats = allStats();
  const snapshot: CpuSnapshot = {};
  for (const [label, group] of Object.entries(groups)) {
    const roots = new Set(group.pids);
    snapshot[label] = new Map(stats.filter((s) => roots.has(s.pid) || (group.withChildren === true && roots.has(s.ppid))).map((s) => [s.pid, s.cpu]));
  }
  return snapshot;
}

/**
 * CPU seconds each group used between two snapshots. A process that appeared meanwhile counts from zero;
 * one that ended meanwhile is lost (keep the groups to long-lived processes).
 */
export function cpuDelta(before: CpuSnapshot, after: CpuSnapshot): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after).map(([label, pids]) => [label, [...pids].reduce((sum, [pid, cpu]) => sum + Math.max(0, cpu - (before[label]?.get(pid) ?? 0)), 0)]),
  );
}
