/**
 * The persistent transaction database (--data-dir): one JSON file written
 * atomically (temp file, fsync, rename, fsync of the directory), so a torn
 * write never loses or corrupts the last good state. Leftover temp files are
 * ignored and removed on start. Writes are queued and coalesced; the HTTP
 * layer holds every answer until `flush` says the state it shows is on disk
 * (httpBinding.ts, with kit/respond.ts), so after `kill -9` nothing answered is lost
 * and no stan is handed out twice (issue 13 item 2).
 */
import { mkdir, open, readFile, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { MachineSnapshot } from './terminalMachine.js';

const FILE = 'terminal-db.json';

export class SnapshotStore {
  private writing: Promise<void> | null = null;
  private dirty: MachineSnapshot | null = null;
  private seq = 0;
  /** The last write's failure, until a later write succeeds: the API must not answer as durable meanwhile. */
  private failure: Error | null = null;

  constructor(readonly dir: string) {}

  /** The last good snapshot, or undefined for a fresh directory. Throws on a corrupt database file (fail loudly, never drop data). */
  async load(): Promise<MachineSnapshot | undefined> {
    await mkdir(this.dir, { recursive: true });
    for (const name of await readdir(this.dir)) {
      if (name.startsWith(`${FILE}.tmp`)) await rm(join(this.dir, name), { force: true });
    }
    let text: string;
    try {
      text = await readFile(join(this.dir, FILE), 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`dataDir: ${join(this.dir, FILE)} is not valid JSON; move it away to start afresh`);
    }
    const s = parsed as Partial<MachineSnapshot>;
    if (s.format !== 1 || !Array.isArray(s.transactions) || typeof s.nextStan !== 'number') {
      throw new Error(`dataDir: ${join(this.dir, FILE)} is not a paycert terminal database (format 1)`);
    }
    return s as MachineSnapshot;
  }

  /** Queues a write of `snapshot`; writes coalesce, the newest always wins. */
  save(snapshot: MachineSnapshot): void {
    this.dirty = snapshot;
    if (this.writing === null) this.writing = this.drain();
  }

  /** True while a snapshot is queued or being written. */
  get busy(): boolean {
    return this.writing !== null;
  }

  /** Resolves once everything queued is on disk; rejects when the last write failed. */
  async flush(): Promise<void> {
    for (let i = 0; i < 10_000 && this.writing !== null; i++) await this.writing;
    if (this.failure !== null) throw this.failure;
  }

  private async drain(): Promise<void> {
    try {
      while (this.dirty !== null) {
        const text = JSON.stringify(this.dirty);
        this.dirty = null;
        await this.writeAtomically(text);
        this.failure = null;
      }
    } catch (e) {
      this.failure = e instanceof Error ? e : new Error(String(e));
      console.error(`terminal simulator: could not persist the database: ${this.failure.message}`);
    } finally {
      this.writing = null;
    }
  }

  private async writeAtomically(text: string): Promise<void> {
    const tmp = join(this.dir, `${FILE}.tmp-${process.pid}-${this.seq++}`);
    const fh = await open(tmp, 'w');
    try {
      await fh.writeFile(text);
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(tmp, join(this.dir, FILE));
    const dh = await open(this.dir, 'r');
    try {
      await dh.sync();
    } catch {
      // some file systems cannot fsync a directory; the rename is still atomic
    } finally {
      await dh.close();
    }
  }
}
