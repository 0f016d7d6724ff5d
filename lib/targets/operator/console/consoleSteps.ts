/**
 * The steps of an operator run, held by the console's server (so a reload
 * of the page loses nothing): per device one queue of questions, served one
 * at a time whatever the number of workers sharing it, and the lines said
 * to the person beside it. Each question's choices come from its own words
 * ("Enter = ready, s = skip, a = abort"), so the page asks exactly what the
 * console prompt asks.
 */

export interface Choice {
  readonly key: string;
  readonly label: string;
}

export interface Step {
  readonly id: number;
  readonly desk: string;
  readonly worker: string;
  readonly question: string;
  readonly choices: readonly Choice[];
  /** A review step: the person may attach a photo of the printed paper. */
  readonly review: boolean;
  readonly photos: string[];
}

interface Pending extends Step {
  readonly resolve: (key: string) => void;
}

export interface Line {
  readonly at: string;
  readonly worker: string;
  readonly line: string;
}

/** Lines kept per device (the page shows the newest). */
const keptLines = 60;

/** The choices a question offers, read from its words: `Enter = ready, s = skip, a = abort`. */
export function choicesOf(question: string, keys: readonly string[]): Choice[] {
  const labels = new Map<string, string>();
  for (const m of question.matchAll(/(?:^|[\s.,:;(])(Enter|[a-z]) = ([^,.;)]+)/g)) {
    const key = m[1] === 'Enter' ? '' : (m[1] ?? '');
    labels.set(key, (m[2] ?? '').trim());
  }
  return keys.map((key) => ({ key, label: labels.get(key) ?? (key === '' ? 'ready' : key) }));
}

export class ConsoleSteps {
  private nextId = 1;
  private readonly queues = new Map<string, Pending[]>();
  private readonly lines = new Map<string, Line[]>();
  answered = 0;

  constructor(private readonly onChange: () => void) {}

  /** Queues a question; resolves with the key answered (or `fallback` when `cancelled` fires first). */
  ask(
    desk: string,
    worker: string,
    question: string,
    keys: readonly string[],
    review: boolean,
  ): { step: Step; answer: Promise<string> } {
    let resolve: (key: string) => void = () => undefined;
    const answer = new Promise<string>((r) => (resolve = r));
    const step: Pending = {
      id: this.nextId++,
      desk,
      worker,
      question,
      choices: choicesOf(question, keys),
      review,
      photos: [],
      resolve,
    };
    const queue = this.queues.get(desk) ?? [];
    queue.push(step);
    this.queues.set(desk, queue);
    this.onChange();
    return { step, answer };
  }

  /** Answers the current step of its device; false when `id` is not a current step or `key` not one of its choices. */
  answer(id: number, key: string): boolean {
    for (const queue of this.queues.values()) {
      const head = queue[0];
      if (head?.id !== id) continue;
      if (!head.choices.some((c) => c.key === key)) return false;
      this.finish(head, key);
      return true;
    }
    return false;
  }

  /** Withdraws a step (its worker went away or gave up waiting). */
  withdraw(id: number, key = 'a'): void {
    for (const queue of this.queues.values()) {
      const step = queue.find((s) => s.id === id);
      if (step !== undefined) return this.finish(step, key, false);
    }
  }

  /** The current step with this id (a photo may be attached to it), if any. */
  current(id: number): Step | undefined {
    for (const queue of this.queues.values()) if (queue[0]?.id === id) return queue[0];
    return undefined;
  }

  say(desk: string, worker: string, line: string): void {
    const list = this.lines.get(desk) ?? [];
    list.push({ at: new Date().toISOString(), worker, line });
    if (list.length > keptLines) list.splice(0, list.length - keptLines);
    this.lines.set(desk, list);
    if (!this.queues.has(desk)) this.queues.set(desk, []);
    this.onChange();
  }

  /** Every device: its current step, how many wait behind it, the newest lines. */
  view(): unknown[] {
    return [...this.queues.entries()].map(([desk, queue]) => {
      const head = queue[0];
      return {
        desk,
        current:
          head === undefined
            ? null
            : {
                id: head.id,
                worker: head.worker,
                question: head.question,
                choices: head.choices,
                review: head.review,
                photos: head.photos,
              },
        waiting: Math.max(0, queue.length - 1),
        lines: this.lines.get(desk) ?? [],
      };
    });
  }

  /** Ends the run: every open question is answered abort. */
  closeAll(): void {
    for (const queue of this.queues.values()) for (const s of [...queue]) this.finish(s, 'a', false);
  }

  private finish(step: Pending, key: string, counts = true): void {
    const queue = this.queues.get(step.desk) ?? [];
    const i = queue.indexOf(step);
    if (i >= 0) queue.splice(i, 1);
    if (counts) this.answered++;
    step.resolve(key);
    this.onChange();
  }
}
