/**
 * Child process of bench/gatewayThroughput.ts: serves one benchmark target
 * on 127.0.0.1 and prints `{"url": ...}` once listening.
 *   simulator            the gateway simulator
 *   bare <bytes> <key>   a bare node:http server that reads the same body,
 *                        decodes UTF-8, parses the JSON, checks the same Hash
 *                        and answers 201 with <bytes> bytes
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { computeHash, hashMatches } from '../lib/targets/gateway/hash.js';
import { startGatewaySimulator } from '../simulators/gateway/index.js';

const [mode, bytes, key] = process.argv.slice(2);

async function bare(size: number, apiKey: string): Promise<string> {
  const answer = Buffer.from(`{"data":"${'x'.repeat(Math.max(0, size - 11))}"}`, 'utf8');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const hash = req.headers.hash;
      let ok = typeof hash === 'string' && hashMatches(hash, computeHash(apiKey, body));
      try {
        JSON.parse(utf8.decode(body));
      } catch {
        ok = false;
      }
      res.writeHead(ok ? 201 : 401, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': answer.length,
      });
      res.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function main(): Promise<void> {
  let url: string;
  if (mode === 'simulator') url = (await startGatewaySimulator({ port: 0, seed: 1 })).url;
  else if (mode === 'bare' && bytes !== undefined && key !== undefined) url = await bare(Number(bytes), key);
  else throw new Error('usage: gatewayBenchServer.ts simulator | bare <bytes> <key>');
  // The parent asks for CPU time over IPC, to compare CPU per request as well as throughput.
  process.on('message', () => process.send?.(process.cpuUsage()));
  process.stdout.write(`${JSON.stringify({ url })}\n`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
});
