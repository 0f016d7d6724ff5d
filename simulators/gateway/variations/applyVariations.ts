/**
 * Applies a list of variations (variation.ts) at the simulator's three seams:
 * a request's URL before routing, a payment job's record before rendering, and
 * the finished answer. With an empty list every seam is the identity, so the
 * reference simulator pays nothing for it.
 */
import type { JobRecord } from '../model.js';
import type { Answer, AnswerContext, GatewayVariation, JobContext, JsonDocument } from '../variation.js';

function isJson(a: Answer): boolean {
  const type = String(a.headers['content-type'] ?? '');
  return /^application\/(?:[\w.+-]+\+)?json\s*(?:;\s*charset=utf-8\s*)?$/i.test(type);
}

export class Variations {
  private list: readonly GatewayVariation[] = [];
  private inbounds: readonly ((url: string) => string)[] = [];
  private jobs: readonly NonNullable<GatewayVariation['job']>[] = [];
  private documents: readonly NonNullable<GatewayVariation['document']>[] = [];
  private answers: readonly NonNullable<GatewayVariation['answer']>[] = [];

  constructor(list: readonly GatewayVariation[] = []) {
    this.set(list);
  }

  set(list: readonly GatewayVariation[]): void {
    this.list = [...list];
    this.inbounds = list.flatMap((v) => (v.inbound === undefined ? [] : [v.inbound]));
    this.jobs = list.flatMap((v) => (v.job === undefined ? [] : [v.job]));
    this.documents = list.flatMap((v) => (v.document === undefined ? [] : [v.document]));
    this.answers = list.flatMap((v) => (v.answer === undefined ? [] : [v.answer]));
  }

  names(): string[] {
    return this.list.map((v) => v.name);
  }

  /** Whether any entry views job records: the API builds the view's context only then. */
  get viewsJobs(): boolean {
    return this.jobs.length > 0;
  }

  /** Whether any entry changes finished answers: the HTTP binding wraps the response only then. */
  get changesAnswers(): boolean {
    return this.documents.length > 0 || this.answers.length > 0;
  }

  inbound(url: string): string {
    let out = url;
    for (const f of this.inbounds) out = f(out);
    return out;
  }

  job(job: JobRecord, ctx: JobContext): JobRecord {
    let out = job;
    for (const f of this.jobs) out = f(out, ctx);
    return out;
  }

  /** The answer after every document entry (JSON bodies only) and every answer entry, in list order. */
  finish(answer: Answer, ctx: AnswerContext): Answer {
    let a = answer;
    if (this.documents.length > 0 && a.body.length > 0 && isJson(a)) {
      let doc: unknown;
      try {
        doc = JSON.parse(a.body.toString('utf8'));
      } catch {
        doc = undefined;
      }
      if (typeof doc === 'object' && doc !== null && !Array.isArray(doc)) {
        for (const f of this.documents) f(doc as JsonDocument, ctx, a.status);
        a = { ...a, body: Buffer.from(JSON.stringify(doc), 'utf8') };
      }
    }
    for (const f of this.answers) a = f(a, ctx);
    return a;
  }
}
