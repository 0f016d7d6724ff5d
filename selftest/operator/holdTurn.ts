/**
 * A worker that takes a turn and keeps it until it is killed (turns.spec.ts),
 * at most a minute: `node --import tsx selftest/operator/holdTurn.ts <resource>`
 * prints `held` once it holds it.
 */
import { takeTurn } from '../../lib/targets/terminal/turnLock.js';

const turn = await takeTurn(process.argv[2] ?? 'selftest', 10_000);
console.log(turn === undefined ? 'none' : 'held');
setTimeout(() => process.exit(0), 60_000);
