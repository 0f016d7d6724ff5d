/**
 * The recording proxy in a process of its own for the bounds self-tests, as
 * `npm run proxy` runs it (the client judge and the recording on), so its
 * memory and its event loop are its own: `node --import tsx
 * selftest/proxy/proxyChild.ts '<json options>'` with `upstream`,
 * `recordDir` and any of startRecordingProxy's bounds. Prints one line of
 * `listening <url>` once it listens; runs until killed.
 */
import { startRecordingProxy, type RecordingProxyOptions } from '../../proxy/recordingProxy.js';

interface ChildOptions extends Pick<
  RecordingProxyOptions,
  'captureBudgetBytes' | 'captureLimitBytes' | 'stalledClientMs' | 'recordDir'
> {
  readonly upstream: string;
  /** The side it carries (default terminal); the gateway side holds JSON answers to rewrite their links. */
  readonly side?: 'terminal' | 'gateway';
}

const { upstream, side = 'terminal', ...bounds } = JSON.parse(process.argv[2] ?? '{}') as ChildOptions;
const proxy = await startRecordingProxy({
  ...bounds,
  [side]: { upstream },
  judgeOptions: { gatewayApiKeys: [], secrets: [] },
});
process.stdout.write(`listening ${proxy.urls[side] ?? ''}\n`);
