// How much of the machine's CPU went to processes other than the bench's own during the load: on
// 2 cores, a test run of another engineer skews every number, and this tells when it did.
import { readdirSync, readFileSync } from 'node:fs';

function machineJiffies() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** utime+stime (and, with `children`, of reaped children) of one process, in jiffies. */
function processJiffies(pid, children = false) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // f[0] is field 3 (state): utime is field 14, stime 15, cutime 16, cstime 17; pgrp is field 5.
    const own = Number(f[11]) + Number(f[12]);
    return { jiffies: children ? own + Number(f[13]) + Number(f[14]) : own, pgrp: Number(f[2]) };
  } catch {
    return { jiffies: 0, pgrp: -1 };
  }
}

function groupJiffies(pgid) {
  let sum = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const p = processJiffies(name);
    if (p.pgrp === pgid) sum += p.jiffies;
  }
  return sum;
}

/**
 * Starts counting; `stop()` returns the share of all cores' time (0–1) used by each party.
 * `groups`: process group ids of the bench's long-lived children (the site, nginx). The bench's
 * own process and its reaped children (the wrk runs) are counted through /proc/self.
 */
export function cpuMeter(groups) {
  const read = () => ({
    machine: machineJiffies(),
    self: processJiffies('self', true).jiffies,
    groups: groups.map(groupJiffies),
  });
  const start = read();
  return {
    stop() {
      const end = read();
      const total = end.machine.total - start.machine.total;
      const busy = end.machine.busy - start.machine.busy;
      const ours = end.self - start.self + end.groups.reduce((a, g, i) => a + g - start.groups[i], 0);
      return {
        busyShare: busy / total,
        benchShare: ours / total,
        otherShare: Math.max(0, busy - ours) / total,
      };
    },
  };
}
