// A process's resident memory as Linux counts it (VmRSS in /proc), for the bench's memory figures.
import { readFileSync } from 'node:fs';

/** In MB; 0 when the process ended before it was read. */
export function residentMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0; // the process ended between the list and the read
  }
}
