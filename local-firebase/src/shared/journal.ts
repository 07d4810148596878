import fs from 'node:fs';
import path from 'node:path';

/**
 * Durable state for one service: a JSON snapshot plus an append-only log of JSON lines. Every append is
 * fsync'ed before it returns, so an acknowledged write survives `kill -9`; a torn last line (crash
 * mid-append) is dropped on load because it was never acknowledged.
 */
export class Journal<Snapshot, Entry> {
  private fd: number | null = null;
  private readonly logFile: string;
  private readonly snapshotFile: string;
  private entries = 0;

  constructor(
    readonly dir: string,
    name: string,
  ) {
    fs.mkdirSync(dir, { recursive: true });
    this.logFile = path.join(dir, `${name}.log`);
    this.snapshotFile = path.join(dir, `${name}.snapshot.json`);
  }

  /** Reads the snapshot and the log entries written after it. */
  load(): { snapshot: Snapshot | null; entries: Entry[] } {
    const snapshot = fs.existsSync(this.snapshotFile)
      ? (JSON.parse(fs.readFileSync(this.snapshotFile, 'utf8')) as Snapshot)
      : null;
    const entries: Entry[] = [];
    if (fs.existsSync(this.logFile)) {
      const text = fs.readFileSync(this.logFile, 'utf8');
      let validLength = 0;
      let start = 0;
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        const line = text.slice(start, end);
        try {
          entries.push(JSON.parse(line) as Entry);
        } catch {
          break; // a torn line can only be the last one; everything after it is unacknowledged
        }
        start = end + 1;
        validLength = Buffer.byteLength(text.slice(0, start));
      }
      if (validLength !== Buffer.byteLength(text)) fs.truncateSync(this.logFile, validLength);
    }
    this.entries = entries.length;
    return { snapshot, entries };
  }

  get pendingEntries(): number {
    return this.entries;
  }

  append(entry: Entry): void {
    if (this.fd === null) this.fd = fs.openSync(this.logFile, 'a');
    writeFully(this.fd, Buffer.from(`${JSON.stringify(entry)}\n`));
    fs.fdatasyncSync(this.fd);
    this.entries++;
  }

  /** Writes a new snapshot atomically (temp file, fsync, rename), then empties the log. */
  compact(snapshot: Snapshot): void {
    const tmp = `${this.snapshotFile}.tmp`;
    const fd = fs.openSync(tmp, 'w');
    try {
      writeFully(fd, Buffer.from(JSON.stringify(snapshot)));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, this.snapshotFile);
    syncDirectory(this.dir);
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = fs.openSync(this.logFile, 'w');
    fs.fsyncSync(this.fd);
    this.entries = 0;
  }

  close(): void {
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
  }
}

/** writeSync may write less than asked; loop until every byte is written. */
function writeFully(fd: number, data: Uint8Array): void {
  let offset = 0;
  while (offset < data.length) offset += fs.writeSync(fd, data, offset, data.length - offset);
}

/** fsync a directory so a rename or a new file in it is durable too. */
export function syncDirectory(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes a file durably (temp + fsync + rename + directory fsync). */
export function writeFileDurably(file: string, data: Uint8Array | string): void {
  const tmp = `${file}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  try {
    writeFully(fd, typeof data === 'string' ? Buffer.from(data) : data);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
  syncDirectory(path.dirname(file));
}
