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

export interface CpuGroups {
  /** Label → pids of processes whose CPU time is summed, or a name of processes (all of them). */
  [label: string]: { pids?: number[]; comm?: string; withChildren?: boolean };
}

/** CPU seconds used so far by each group of processes. */
export function cpuSnapshot(groups: CpuGroups): Record<string, number> {
  const stats = allStats();
  const totals: Record<string, number> = {};
  for (const [label, group] of Object.entries(groups)) {
    const roots = new Set(group.pids ?? []);
    totals[label] = stats
      .filter((s) => (group.comm ? s.comm === group.comm : roots.has(s.pid) || (group.withChildren === true && roots.has(s.ppid))))
      .reduce((sum, s) => sum + s.cpu, 0);
  }
  return totals;
}

export function cpuDelta(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(after).map(([label, value]) => [label, Math.max(0, value - (before[label] ?? 0))]));
}
