/**
 * A stand-in for the recording proxy in the self-tests: sends a request with
 * fetch (never following redirects) and hands the exchange, bytes as sent
 * and received, to the judge. The real proxy lives in proxy/ (another part).
 */
import type { ClientJudge } from '../../lib/judging/client/clientJudge.js';
import type { RawExchange, Side } from '../../lib/judging/client/rawExchange.js';

export class Recorder {
  private seq = 0;
  readonly exchanges: RawExchange[] = [];

  constructor(
    private readonly judge: ClientJudge,
    private readonly bases: Readonly<Record<Side, string>>,
  ) {}

  async send(
    side: Side,
    method: string,
    target: string,
    headers: Record<string, string> = {},
    body?: string,
  ): Promise<{ status: number; json: unknown; text: string; headers: Headers }> {
    const startedAt = Date.now();
    const bytes = body === undefined ? Buffer.alloc(0) : Buffer.from(body, 'utf8');
    const r = await fetch(this.bases[side] + target, {
      method,
      headers,
      redirect: 'manual',
      ...(body === undefined ? {} : { body: bytes }),
    });
    const answer = Buffer.from(await r.arrayBuffer());
    const answerHeaders: Record<string, string> = {};
    r.headers.forEach((v, k) => {
      answerHeaders[k] = v;
    });
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    const exchange: RawExchange = {
      seq: ++this.seq,
      side,
      startedAt,
      endedAt: Date.now(),
      request: { method, target, headers: lower, body: bytes, bodyBytes: bytes.length },
      response: {
        status: r.status,
        headers: answerHeaders,
        body: answer,
        bodyBytes: answer.length,
      },
    };
    this.exchanges.push(exchange);
    this.judge.observe(exchange);
    const text = answer.toString('utf8');
    let json: unknown;
    try {
      json = JSON.parse(text) as unknown;
    } catch {
      json = undefined;
    }
    return { status: r.status, json, text, headers: r.headers };
  }
}
