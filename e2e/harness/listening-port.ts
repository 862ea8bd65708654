import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const LISTEN = '0A';

function socketInodes(pid: number) {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    let link = '';
    try {
      link = readlinkSync(`/proc/${pid}/fd/${fd}`);
    } catch {
      continue; // closed since the directory was read
    }
    const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
    if (inode) inodes.add(inode);
  }
  return inodes;
}

/**
 * The TCP port a process listens on, or null while it listens on none: Linux's /proc matches the
 * process's sockets to the listening ones. For a server started on port 0, whose port the system
 * chose and the server does not print.
 */
export function listeningPort(pid: number): number | null {
  const inodes = socketInodes(pid);
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      // sl, local_address (hex address:port), rem_address, st, queues, tr, retrnsmt, uid, timeout, inode
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      if (state === LISTEN && inode && inodes.has(inode)) {
        return Number.parseInt(local!.slice(local!.lastIndexOf(':') + 1), 16);
      }
    }
  }
  return null;
}
