/**
 * The proxy bench's reference hop: a blind TCP relay in its own process,
 * each connection piped to a connection of its own to the upstream, with
 * no HTTP reading, judging or recording. Whatever a proxy does, it cannot
 * beat one more hop of nothing; the bench reports this ceiling beside the
 * proxy. `node --import tsx bench/tcpPipeServer.ts <upstream-url>...` prints
 * one line of JSON with a URL per upstream once listening; runs until killed.
 */
import { connect, createServer, type AddressInfo } from 'node:net';

const urls: string[] = [];
for (const upstream of process.argv.slice(2)) {
  const u = new URL(upstream);
  const server = createServer((client) => {
    const up = connect(Number(u.port), u.hostname);
    client.pipe(up).on('error', () => client.destroy());
    up.pipe(client).on('error', () => up.destroy());
    client.on('error', () => up.destroy());
    up.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}
process.stdout.write(`${JSON.stringify({ urls })}\n`);
