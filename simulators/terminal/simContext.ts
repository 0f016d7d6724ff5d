/**
 * What the HTTP handlers share: the runtime, the credential check, the bound
 * port, and a cache of serialised transaction bodies keyed by record version
 * (GET latest.json must stay close to a bare node:http server in throughput).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ConnectionLimits } from '../../lib/targets/http/connectionLimits.js';
import * as E from './errors.js';
import type { SimError } from './errors.js';
import { sendError } from './respond.js';
import { REALM_HEADER } from './credentials.js';
import type { TxnRecord } from './terminalMachine.js';
import type { TerminalRuntime } from './terminalRuntime.js';
import type { SimDrills } from '../kit/simDrills.js';
import { PageHub } from '../kit/pageHub.js';

export class SimContext {
  port = 0;
  private readonly bodies = new WeakMap<TxnRecord, { key: string; body: Buffer }>();

  constructor(
    readonly runtime: TerminalRuntime,
    private readonly credentialsOk: (req: IncomingMessage) => boolean,
    private readonly credentialsPresent: (req: IncomingMessage) => boolean,
    readonly version: string,
    readonly limits: ConnectionLimits,
    /** The drills armed (docs/drills.md), on the runtime's clock. */
    readonly drills: SimDrills,
    /** The device page's change feed, streams and request-log lines (devicePage.ts). */
    readonly pages: PageHub = new PageHub(),
  ) {}

  get faults(): TerminalRuntime['config']['faults'] {
    return this.runtime.config.faults;
  }

  /** Checks credentials; answers 401 and returns false when they are refused. */
  authorize(req: IncomingMessage, res: ServerResponse, honourNoAuthFault = true): boolean {
    if (this.isAuthorized(req, honourNoAuthFault)) return true;
    this.error(res, E.UNAUTHORIZED, undefined, REALM_HEADER);
    return false;
  }

  /** Whether the credentials would be accepted; answers nothing. */
  isAuthorized(req: IncomingMessage, honourNoAuthFault = true): boolean {
    // Credential faults decide what is accepted, not how an answer looks: branches, not entries.
    // No credentials at all are let through; wrong ones are still refused (TM-AUTH-2 is wrong-password-accepted's).
    if (honourNoAuthFault && this.faults.has('no-auth-required') && !this.credentialsPresent(req))
      return true;
    if (this.credentialsOk(req)) return true;
    return this.faults.has('wrong-password-accepted') && this.credentialsPresent(req);
  }

  error(
    res: ServerResponse,
    error: SimError,
    extra?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): void {
    sendError(res, error, {
      ...(extra === undefined ? {} : { extra }),
      ...(headers === undefined ? {} : { headers }),
    });
  }

  /** `{"success": true, "transaction": ...}` as bytes, cached until the record or the faults change. */
  transactionBody(rec: TxnRecord): Buffer {
    const key = `${rec.version}/${this.runtime.faultsVersion}`;
    const hit = this.bodies.get(rec);
    if (hit !== undefined && hit.key === key) return hit.body;
    const body = Buffer.from(`{"success":true,"transaction":${JSON.stringify(rec.doc)}}`);
    this.bodies.set(rec, { key, body });
    return body;
  }
}
