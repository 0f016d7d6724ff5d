/**
 * The terminal's queueable outcomes (POST /_sim/outcomes) and what each one
 * does to the next sale or refund. A card outcome presents a card of the
 * test-card catalogue, the same card automatic mode presents for that
 * outcome, so the documents are exactly those the simulator produces for
 * such a card; the others act as the cashier, the clock or the printer do.
 */
import { autoPresentAmounts } from '../../lib/targets/terminal/autoPresentAmounts.js';
import { defaultTestCardId } from '../../lib/targets/terminal/testCards.js';
import { queueableOutcomes } from '../kit/outcomeQueue.js';

/** `terminal.busy` is the application's own doing (a start while one is active), so it is not queued. */
export const terminalQueueable = queueableOutcomes('terminal', 'busy');

export type TerminalQueued = (typeof terminalQueueable)[number];

/** Taken by the next started sale or refund. */
export type QueuedCardOutcome = Exclude<TerminalQueued, 'out-of-paper'>;

export function isCardOutcome(name: TerminalQueued): name is QueuedCardOutcome {
  return name !== 'out-of-paper';
}

/** Simulated ms before a queued outcome acts when automatic mode is off (automatic mode's delay otherwise). */
export const QUEUED_OUTCOME_DELAY_MS = 300;

/**
 * The catalogue card for a card outcome: automatic mode's cards for amounts
 * ending in 51 (host decline) and 52 (host error), its default card for approved.
 */
export const queuedCardIds: Readonly<Record<'approved' | 'declined' | 'host-error', string>> = {
  approved: defaultTestCardId,
  declined: automaticModeCard('51'),
  'host-error': automaticModeCard('52'),
};

function automaticModeCard(ending: string): string {
  const id = autoPresentAmounts[ending];
  if (id === undefined) throw new Error(`autoPresentAmounts: no card for amounts ending in ${ending}`);
  return id;
}
