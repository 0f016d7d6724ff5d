/**
 * Bytes bound for one socket, gathered while one read is handled (a head,
 * body pieces, the next pipelined message) and written in one call: one
 * system call per read instead of one per piece, and no corked writev.
 */
import type { Socket } from 'node:net';

/** Above this, pieces are written as they are rather than copied into one Buffer. */
const concatLimit = 16 * 1024;

export class Outbox {
  private parts: Buffer[] = [];
  private bytes = 0;

  push(b: Buffer): void {
    this.parts.push(b);
    this.bytes += b.length;
  }

  /** Writes what is gathered to `socket` (dropped when there is none); false when its buffer is full. */
  flush(socket: Socket | undefined): boolean {
    const parts = this.parts;
    if (parts.length === 0) return true;
    const bytes = this.bytes;
    this.parts = [];
    this.bytes = 0;
    if (socket === undefined || socket.destroyed) return true;
    if (parts.length === 1) return socket.write(parts[0] as Buffer);
    if (bytes <= concatLimit) return socket.write(Buffer.concat(parts, bytes));
    socket.cork();
    let ok = true;
    for (const p of parts) ok = socket.write(p) && ok;
    socket.uncork();
    return ok;
  }
}
