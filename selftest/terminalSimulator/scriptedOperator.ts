/**
 * A scripted operator: runs a command under a pseudo-terminal (util-linux
 * `script`), reads the operator prompts the harness writes to /dev/tty, and
 * answers them by keys on the terminal and by cards presented through the
 * simulator's control API. Every run is bounded.
 */
import { execFileSync, spawn } from 'node:child_process';

export interface OperatorScript {
  /** Answers a prompt line (without the prefix): keys to type (with Enter), or undefined for none. */
  onLine(line: string): Promise<string | undefined>;
}

export interface ScriptedRun {
  readonly exitCode: number | null;
  /** Every operator line seen, in order. */
  readonly prompts: readonly string[];
  /** The whole terminal output (for failure messages). */
  readonly output: string;
}

const PREFIX = '[paycert operator] ';

export function runUnderPty(
  command: string,
  env: NodeJS.ProcessEnv,
  script: OperatorScript,
  timeoutMs: number,
): Promise<ScriptedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qfec', command, '/dev/null'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    const prompts: string[] = [];
    let output = '';
    let pending = '';
    let chain = Promise.resolve();
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`scripted operator run still going after ${timeoutMs} ms:\n${output.slice(-3000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer): void => {
      const text = chunk.toString('utf8');
      output += text;
      pending += text;
      const lines = pending.split(/\r?\n/);
      pending = lines.pop() ?? '';
      for (const raw of lines) {
        const at = raw.indexOf(PREFIX);
        if (at === -1) continue;
        const line = raw.slice(at + PREFIX.length).trim();
        prompts.push(line);
        // Answers go out in prompt order, each after the previous one is sent.
        chain = chain
          .then(() => script.onLine(line))
          .then((keys) => {
            if (keys !== undefined) child.stdin.write(`${keys}\n`);
          })
          .catch((e: unknown) => {
            output += `\n[scripted operator error] ${String(e)}\n`;
          });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      void chain.then(() => resolve({ exitCode: code, prompts, output }));
    });
  });
}

/** Whether util-linux `script` (the pseudo-terminal) is installed. */
export function hasScript(): boolean {
  try {
    execFileSync('script', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The environment of a nested operator-mode run against the "device" at `url`: none of the
 * outer run's settings; Playwright's JSON report to `reportJson`; `extra` on top.
 */
export function operatorRunEnv(
  url: string,
  password: string,
  reportJson: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^(PW_|TEST_|PLAYWRIGHT_|PAYCERT_|TERMINAL_)/.test(k) || k === 'NODE_OPTIONS') continue;
    env[k] = v;
  }
  return {
    ...env,
    TERMINAL_URL: url,
    TERMINAL_USERNAME: 'paycert',
    TERMINAL_PASSWORD: password,
    PAYCERT_OPERATOR: '1',
    PAYCERT_READY_TIMEOUT_MS: '10000',
    PLAYWRIGHT_JSON_OUTPUT_NAME: reportJson,
    CI: '1',
    ...extra,
  };
}

/** The operator's hands: presents a catalogue card to the simulator behind the "device", and remembers which. */
export function simulatorHands(
  simUrl: string,
  password: string,
): { readonly present: (card: string) => Promise<void>; readonly presented: string[] } {
  const auth = `Basic ${Buffer.from(`paycert:${password}`).toString('base64')}`;
  const presented: string[] = [];
  return {
    presented,
    present: async (card: string): Promise<void> => {
      presented.push(card);
      const r = await fetch(`${simUrl}/_sim/present`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ card }),
      });
      if (r.status !== 200) throw new Error(`present ${card}: ${r.status}`);
    },
  };
}

/** Playwright's JSON report, as far as the operator self-tests read it. */
export interface JsonSpec {
  title: string;
  tests: { status: string; annotations: { type: string; description?: string }[] }[];
}
export interface JsonSuite {
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}

export function specsOf(s: JsonSuite): JsonSpec[] {
  return [...(s.specs ?? []), ...(s.suites ?? []).flatMap(specsOf)];
}
