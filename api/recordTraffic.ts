/**
 * The recording proxy from your own tests (docs/proxy.md): your application
 * talks to `urls.terminal` / `urls.gateway`, the proxy forwards to the real
 * (or simulated) target and writes the redacted `exchanges.ndjson` that
 * `replayRecording` and `paycert replay` send again (docs/replay.md).
 */
import { startRecordingProxy } from '../proxy/recordingProxy.js';

export interface RecordTrafficOptions {
  /** The folder the recording goes to (must exist). */
  readonly dir: string;
  /** The terminal the terminal side forwards to, e.g. a simulator's `url`. */
  readonly terminal?: string;
  /** The gateway the gateway side forwards to. */
  readonly gateway?: string;
  /** Literal secrets erased from the recording: your terminal password, your API keys. */
  readonly secrets: readonly string[];
}

export interface RecordedTraffic {
  /** The proxy's `http://127.0.0.1:<port>` per side: point your application here. */
  readonly urls: { readonly terminal?: string; readonly gateway?: string };
  /** Waits for the exchanges in flight (up to 10 s), then closes the proxy and the recording. */
  stop(): Promise<void>;
}

/** Starts a recording proxy in front of `terminal` and/or `gateway`, writing into `dir`. */
export async function recordTraffic(options: RecordTrafficOptions): Promise<RecordedTraffic> {
  const proxy = await startRecordingProxy({
    ...(options.terminal === undefined ? {} : { terminal: { upstream: options.terminal } }),
    ...(options.gateway === undefined ? {} : { gateway: { upstream: options.gateway } }),
    recordDir: options.dir,
    secrets: options.secrets,
  });
  return {
    urls: { ...proxy.urls },
    stop: async () => {
      await proxy.close();
    },
  };
}
