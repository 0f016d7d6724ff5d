/**
 * paycert's public API: `import { startSimulators } from 'paycert'`. Only
 * what is exported here (and the package files `paycert/schemas/*` and
 * `paycert/openapi/*`) is public; everything else may change in any release.
 *
 * - `startSimulators`: the terminal (one or a fleet) and the gateway
 *   simulators from your own tests, with their URLs, credentials and
 *   outcome queues (and `outcomes.drill(...)`: a transport fault on demand, docs/drills.md).
 *   Under a gate (`npx paycert proxy [flags] -- <command>`) the same call
 *   hands out the gate's simulators, reached through the proxy, so one
 *   test suite runs in-process and, unchanged, through the gate.
 * - `startGate`: the simulators with the recording proxy in front, in-process,
 *   and the client verdict on `stop()`.
 * - `outcomeQueue`: the outcome queue of a simulator another process runs
 *   (`paycert simulate`).
 * - `signGatewayRequest`: the gateway's `ConfigurationId` and `Hash` headers.
 * - `recordTraffic` and `replayRecording`: record your application's
 *   traffic through the proxy, and replay it against another target
 *   (docs/replay.md).
 * - The types generated from the JSON Schemas (`TerminalTransaction`,
 *   `GatewayPaymentJobRequest`, ... and `SchemaTypes` by schema name).
 * - The schemas and OpenAPI documents as files:
 *   `paycert/schemas/terminal/transaction.json`,
 *   `paycert/openapi/terminal.openapi.json`, `paycert/openapi/gateway.openapi.json`.
 */
export {
  startSimulators,
  type SimulatedGateway,
  type SimulatedTerminal,
  type Simulators,
  type SimulatorsOptions,
} from './startSimulators.js';
export { startGate, type ClientOutcome, type Gate, type GateOptions, type GateVerdict } from './startGate.js';
export {
  outcomeQueue,
  type GatewayDrill,
  type GatewayOutcome,
  type OutcomeQueue,
  type SimulatorEndpoint,
  type TerminalDrill,
  type TerminalOutcome,
} from './outcomeQueue.js';
export { signGatewayRequest, type GatewayCredentials } from './signGatewayRequest.js';
export { recordTraffic, type RecordTrafficOptions, type RecordedTraffic } from './recordTraffic.js';
export { replayRecording, type ReplayReport, type ReplayTargets } from './replayRecording.js';
export type { TerminalSimulatorOptions } from '../simulators/terminal/index.js';
export type { GatewayConfiguration, GatewaySimulatorOptions } from '../simulators/gateway/index.js';
export type { SchemaName, SchemaTypes } from '../generated/schemas.js';
export type * from '../generated/types/index.js';
