/** What both simulators take alike: their limits, the drills armed from the start, the request log. */
import type { Drill } from '../../lib/judging/drills/drills.js';
import type { ConnectionLimits } from '../../lib/targets/http/connectionLimits.js';

export interface SimOptions {
  /** Connection, body and state limits (lib/targets/http/connectionLimits.ts; each simulator's docs, "Limits"). */
  limits?: Partial<ConnectionLimits>;
  /** Drills armed from the start (docs/drills.md; parse names with lib/judging/drills parseDrills); more through POST /_sim/drills. */
  drills?: readonly Drill[];
  /** Receives one line per request (method, path, status, ms, the rule a refused request broke); default none. */
  log?: (line: string) => void;
}
