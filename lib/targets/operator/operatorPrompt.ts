/**
 * The operator's prompt in operator mode: lines to the person beside the
 * device and one-key answers (a key, then Enter; Enter alone is "ready").
 * Runner-agnostic: it reads and writes the streams it is given (the
 * controlling terminal in a run, scripted streams in a test).
 *
 * Workers are processes sharing one terminal, so one question is asked at a
 * time whatever their number: a question takes the terminal's turn
 * (turnLock.ts, served in arrival order), opens the input only for itself and
 * closes it after the answer, so no other worker's read takes a key meant for
 * this one. Every wait is bounded: no answer in time is "abort".
 */
import { closeSync, openSync, readFileSync } from 'node:fs';
import { ReadStream, WriteStream } from 'node:tty';
import { takeTurn, type Turn } from '../terminal/turnLock.js';

/** The operator's input, open for one question. */
export interface OperatorInput {
  readonly stream: NodeJS.ReadableStream;
  close(): void;
}

export interface OperatorIo {
  readonly output: NodeJS.WritableStream;
  /** Opens the input for one question; it is closed again after the answer. */
  openInput(): OperatorInput;
  /** Names the operator's terminal: the workers sharing it ask one question at a time. */
  readonly desk: string;
  /** Releases the output (the terminal stays open for others). */
  close(): void;
}

/** The controlling terminal's device number (Linux /proc), so two runs in two terminals do not wait for each other. */
function controllingTerminal(): string | undefined {
  try {
    // Field 7 of /proc/self/stat (after the parenthesised command name) is tty_nr.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const tty = fields[4];
    return tty !== undefined && tty !== '0' ? tty : undefined;
  } catch {
    return undefined;
  }
}

/** The controlling terminal (/dev/tty), or undefined when the run has none (CI, a pipe). */
export function openTtyIo(path = '/dev/tty'): OperatorIo | undefined {
  let output: WriteStream;
  try {
    closeSync(openSync(path, 'r')); // readable too: the questions open it per answer
    output = new WriteStream(openSync(path, 'w'));
  } catch {
    return undefined;
  }
  return {
    output,
    desk: `operator terminal ${controllingTerminal() ?? path}`,
    openInput: () => {
      const stream = new ReadStream(openSync(path, 'r'));
      return { stream, close: () => stream.destroy() };
    },
    close: () => output.destroy(),
  };
}

export const PREFIX = '[paycert operator]';
/** Wrong keys tolerated per question before it counts as abort. */
const MAX_WRONG_KEYS = 5;
/** Lines already waiting when the input opens were typed before the question: not answers to it. */
const STALE_INPUT_MS = 100;

/** Takes the turn of the operator's terminal; undefined when the wait is over. */
export type TakeTurn = (desk: string, timeoutMs: number) => Promise<Turn | undefined>;

export interface OperatorPromptOptions {
  /** How long a question waits for an answer (10 minutes by default). */
  readonly answerTimeoutMs?: number;
  /** How long a question waits for the terminal while other workers' questions are asked. */
  readonly turnTimeoutMs?: number;
  readonly takeTurn?: TakeTurn;
}

/** Lines from one opened input, until it is closed. */
class LineReader {
  private buffered = '';
  private readonly lines: string[] = [];
  private waiter: (() => void) | undefined;
  private ended = false;
  private readonly onData = (chunk: Buffer | string): void => {
    this.buffered += chunk.toString();
    let nl = this.buffered.search(/\r?\n|\r/);
    while (nl !== -1) {
      this.lines.push(this.buffered.slice(0, nl));
      this.buffered = this.buffered.slice(nl).replace(/^(\r\n|\n|\r)/, '');
      nl = this.buffered.search(/\r?\n|\r/);
    }
    this.waiter?.();
  };
  private readonly onEnd = (): void => {
    this.ended = true;
    this.waiter?.();
  };

  constructor(private readonly stream: NodeJS.ReadableStream) {
    stream.on('data', this.onData);
    stream.on('end', this.onEnd);
    stream.on('error', this.onEnd);
    stream.resume();
  }

  /** Forgets what was typed so far. */
  clear(): void {
    this.lines.length = 0;
    this.buffered = '';
  }

  /** The next line, or undefined when the input ends or `deadline` passes. */
  async next(deadline: number): Promise<string | undefined> {
    while (this.lines.length === 0) {
      if (this.ended) return undefined;
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

  stop(): void {
    this.stream.off('data', this.onData);
    this.stream.off('end', this.onEnd);
    this.stream.off('error', this.onEnd);
    this.stream.pause();
  }
}

export interface AskOptions {
  /** A review step: the person judges what the device did (a console page offers to attach a photo). */
  readonly review?: boolean;
}

/**
 * Whom the card presenter talks to: this prompt on the operator's terminal, or
 * the run's console page (console/consolePrompt.ts); the same lines and questions.
 */
export interface OperatorAsker {
  say(line: string): void;
  /** One of `keys` ('' is Enter alone, "ready"), or 'a' (abort) when no answer comes. */
  ask(question: string, keys: readonly string[], options?: AskOptions): Promise<string>;
  close(): void;
}

export class OperatorPrompt implements OperatorAsker {
  private closed = false;
  private readonly answerTimeoutMs: number;
  private readonly turnTimeoutMs: number;
  private readonly takeTurn: TakeTurn;

  constructor(
    private readonly io: OperatorIo,
    options: OperatorPromptOptions = {},
  ) {
    this.answerTimeoutMs = options.answerTimeoutMs ?? 10 * 60_000;
    // A few other workers' questions, each bounded by the answer timeout, may come first.
    this.turnTimeoutMs = options.turnTimeoutMs ?? 3 * this.answerTimeoutMs;
    this.takeTurn = options.takeTurn ?? takeTurn;
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
    if (this.closed) return 'a';
    const turn = await this.takeTurn(this.io.desk, this.turnTimeoutMs);
    if (turn === undefined) {
      this.say(`no answer: other questions held the terminal for ${Math.round(this.turnTimeoutMs / 1000)} s`);
      return 'a';
    }
    let input: OperatorInput | undefined;
    let reader: LineReader | undefined;
    try {
      input = this.io.openInput();
      reader = new LineReader(input.stream);
      await new Promise((r) => setTimeout(r, STALE_INPUT_MS));
      reader.clear(); // keys typed before the question are not answers to it
      this.say(question);
      const deadline = Date.now() + this.answerTimeoutMs;
      for (let wrong = 0; wrong < MAX_WRONG_KEYS;) {
        const line = await reader.next(deadline);
        if (line === undefined) return 'a';
        const key = line.trim().toLowerCase().slice(0, 1);
        if (keys.includes(key)) return key;
        wrong++;
        this.say(`"${line.trim().slice(0, 10)}" is not one of the keys; ${question}`);
      }
      return 'a';
    } catch {
      return 'a'; // the terminal went away: nobody can answer
    } finally {
      reader?.stop();
      input?.close();
      turn.release();
    }
  }

  close(): void {
    this.closed = true;
    this.io.close();
  }
}
