/**
 * A terminal for operator self-tests without a pseudo-terminal: what the
 * prompts write, line by line, and a keyboard the scripted operator types on
 * (one terminal may serve several prompts, as it serves several workers).
 */
import { PassThrough } from 'node:stream';
import { PREFIX, type OperatorIo } from '../../lib/targets/operator/operatorPrompt.js';

/** One terminal shared by several prompts (as by several workers): what is written, and a keyboard. */
export class ScriptedTerminal {
  readonly lines: string[] = [];
  readonly keyboard = new PassThrough();
  private readonly watchers: ((line: string) => void)[] = [];

  io(desk: string): OperatorIo {
    const output = new PassThrough();
    output.on('data', (b: Buffer) => {
      for (const line of b
        .toString()
        .split('\n')
        .filter((l) => l !== '')) {
        const text = line.replace(`${PREFIX} `, '');
        this.lines.push(text);
        for (const w of this.watchers) w(text);
      }
    });
    return {
      output,
      desk,
      openInput: () => ({ stream: this.keyboard, close: () => this.keyboard.pause() }),
      close: () => output.end(),
    };
  }

  /** The operator: answers each question once it shows. */
  answer(reply: (question: string) => string | undefined): void {
    this.watchers.push((line) => {
      const keys = reply(line);
      if (keys !== undefined) setTimeout(() => this.keyboard.write(`${keys}\n`), 20);
    });
  }
}
