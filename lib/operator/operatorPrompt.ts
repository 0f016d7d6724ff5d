/**
 * The operator's prompt in operator mode: lines to the person beside the
 * device and one-key answers (a key, then Enter; Enter alone is "ready").
 * Runner-agnostic: it reads and writes the streams it is given (the
 * controlling terminal in a run, scripted streams in a test). Every question
 * is bounded: no answer in time is "abort".
 */
import { openSync } from 'node:fs';
import { ReadStream, WriteStream } from 'node:tty';

export interface OperatorIo {
  readonly input: NodeJS.ReadableStream;
  readonly output: NodeJS.WritableStream;
  /** Releases the streams (the terminal stays open for others). */
  close(): void;
}

/** The controlling terminal (/dev/tty), or undefined when the run has none (CI, a pipe). */
export function openTtyIo(path = '/dev/tty'): OperatorIo | undefined {
  let input: ReadStream;
  let output: WriteStream;
  try {
    input = new ReadStream(openSync(path, 'r'));
    output = new WriteStream(openSync(path, 'w'));
  } catch {
    return undefined;
  }
  // Not reading until asked: a paused tty stream keeps the process free to exit.
  input.pause();
  return {
    input,
    output,
    close: () => {
      input.destroy();
      output.destroy();
    },
  };
}

export const PREFIX = '[paycert operator]';
/** Wrong keys tolerated per question before it counts as abort. */
const MAX_WRONG_KEYS = 5;

export class OperatorPrompt {
  private buffered = '';
  private readonly lines: string[] = [];
  private waiter: (() => void) | undefined;
  private closed = false;

  constructor(
    private readonly io: OperatorIo,
    /** How long a question waits for an answer. */
    private readonly answerTimeoutMs = 10 * 60_000,
  ) {
    io.input.on('data', (chunk: Buffer | string) => {
      this.buffered += chunk.toString();
      let nl = this.buffered.search(/\r?\n|\r/);
      while (nl !== -1) {
        this.lines.push(this.buffered.slice(0, nl));
        this.buffered = this.buffered.slice(nl).replace(/^(\r\n|\n|\r)/, '');
        nl = this.buffered.search(/\r?\n|\r/);
      }
      this.waiter?.();
    });
    io.input.on('end', () => {
      this.closed = true;
      this.waiter?.();
    });
    io.input.pause();
  }

  say(line: string): void {
    try {
      this.io.output.write(`${PREFIX} ${line}\n`);
    } catch {
      // the terminal went away; the run goes on
    }
  }

  /**
   * Asks `question`; resolves to one of `keys` ('' is Enter alone), or 'a' when no
   * answer comes in time, the input ends, or too many wrong keys are typed.
   */
  async ask(question: string, keys: readonly string[]): Promise<string> {
    this.lines.length = 0; // keys typed before the question are not answers to it
    this.say(question);
    this.io.input.resume();
    try {
      for (let wrong = 0; wrong < MAX_WRONG_KEYS;) {
        const line = await this.nextLine();
        if (line === undefined) return 'a';
        const key = line.trim().toLowerCase().slice(0, 1);
        if (keys.includes(key)) return key;
        wrong++;
        this.say(`"${line.trim().slice(0, 10)}" is not one of the keys; ${question}`);
      }
      return 'a';
    } finally {
      this.io.input.pause();
    }
  }

  close(): void {
    this.closed = true;
    this.io.close();
  }

  private async nextLine(): Promise<string | undefined> {
    const deadline = Date.now() + this.answerTimeoutMs;
    while (this.lines.length === 0) {
      if (this.closed) return undefined;
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = undefined;
    }
    return this.lines.shift();
  }
}
