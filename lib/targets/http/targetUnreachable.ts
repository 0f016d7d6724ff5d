/**
 * The target gave no usable answer: refused or dropped the connection, did
 * not answer in time, or sent more than the harness reads. This is the run's
 * trouble, not a deviation of the target (verdict ERROR), so checks never
 * catch it. The message names the target, the method and the path, never a
 * credential; the transport's own error is the `cause`.
 */
export type UnreachableReason = 'timeout' | 'transport' | 'too-large';

export class TargetUnreachable extends Error {
  override readonly name = 'TargetUnreachable';

  constructor(
    /** Which target: `terminal`, `gateway`... */
    readonly target: string,
    /** Scheme, host and port (a URL's origin carries no user or password). */
    readonly origin: string,
    readonly method: string,
    /** The path alone (no query, no credentials). */
    readonly path: string,
    readonly reason: UnreachableReason,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${target} at ${origin}: ${method} ${path} ${detail}`, options);
  }
}

export function isTargetUnreachable(e: unknown): e is TargetUnreachable {
  return e instanceof Error && e.name === 'TargetUnreachable';
}
