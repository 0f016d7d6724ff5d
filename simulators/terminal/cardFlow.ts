/**
 * The flow of a sale or refund once a card is presented: read, fallback or
 * limit prompts, PIN, the online exchange, signature, result, remove card,
 * end. Each test-card outcome (lib/targets/terminal/testCards.ts) maps to one plan.
 * Pure: all randomness comes from the context's seeded PRNG.
 */
import type { CardCvm, EntryMode, TestCard } from '../../lib/targets/terminal/testCards.js';
import { decodeServices, emvTags, maskedTrack2, maskPan } from './cardData.js';
import { durations, type FlowContext, type Step } from './flowStep.js';
import { receiveAnswer, sendOnline, type HostAnswer } from './hostExchange.js';
import * as screens from './screens.js';
import type { TransactionDoc, TxnResult } from './transactionDoc.js';

function attempt(t: TransactionDoc, mode: EntryMode): void {
  t.num_attempts += 1;
  t.attempts_remaining = Math.max(0, t.attempts_remaining - 1);
  t.attempted_sources = [...t.attempted_sources, mode];
  t.input_source = mode;
  t.is_contactless = mode === 'contactless';
  t.is_emv = mode === 'contact_emv' || mode === 'contactless';
  t.is_keyed = mode === 'keypad';
  t.status = 'reading_card';
  t.status_details = `card_presented_${mode}`;
}

/** The CVM the device applies: refunds need no PIN; a keyed or swiped card cannot do offline PIN. */
function effectiveCvm(card: TestCard, type: string): CardCvm {
  if (type === 'refund') return card.cvm === 'signature' ? 'signature' : 'none';
  return card.cvm;
}

function readCard(
  t: TransactionDoc,
  card: TestCard,
  mode: EntryMode,
  cvm: CardCvm,
  ctx: FlowContext,
  atMs: number,
): void {
  t.account_number = maskPan(card.pan);
  t.card_details =
    mode === 'keypad' ? { scheme: card.scheme } : { scheme: card.scheme, track2: maskedTrack2(card) };
  t.card_expiry = card.expiry;
  t.app_label = t.is_emv ? card.appLabel : null;
  t.services = mode === 'keypad' ? null : decodeServices(card.serviceCode);
  t.issuer_id = ctx.host.populatesIssuerId ? card.pan.slice(0, 6) : null;
  t.cvm_mode = cvm === 'none' ? null : cvm;
  t.is_signature_required = cvm === 'signature';
  t.terminal_online_decision = 'go_online';
  t.is_force_online = mode === 'keypad';
  t.tags = t.is_emv ? emvTags(card, t, cvm, ctx.prng, atMs) : null;
  if (cvm === 'none') t.cvm_result = t.is_contactless ? '1F0302' : null;
  t.should_fallback = false;
  t.status_details = 'card_read';
}

function enterPinSteps(steps: Step[], cvm: 'offline_pin' | 'online_pin', ctx: FlowContext): void {
  steps.push({
    delay: 0,
    phase: 'card',
    apply: (t) => {
      t.status = 'waiting_for_pin';
      t.status_details = cvm === 'offline_pin' ? 'offline_pin_entry' : 'online_pin_entry';
      return screens.enterPin(t.type, t.total_amount);
    },
  });
  steps.push({
    delay: durations.pin,
    phase: 'card',
    apply: (t) => {
      t.cvm_mode = cvm;
      t.cvm_result = 'ok';
      if (cvm === 'offline_pin') t.is_offline_pin = true;
      else {
        t.is_online_pin = true;
        t.ksn = `FFFF9876543210${ctx.prng.hex(6)}`;
        t.pin_block = ctx.prng.hex(16);
      }
      t.status_details = 'pin_entered';
      return undefined;
    },
  });
}

function onlineSteps(
  steps: Step[],
  answer: HostAnswer,
  ctx: FlowContext,
  onAnswer?: (t: TransactionDoc) => void,
): void {
  steps.push({
    delay: 0,
    phase: 'online',
    apply: (t) => {
      sendOnline(t, ctx);
      return screens.processing();
    },
  });
  steps.push({
    delay: durations.online,
    phase: 'online',
    apply: (t, at) => {
      receiveAnswer(t, answer, ctx, at);
      onAnswer?.(t);
      return undefined;
    },
  });
}

function hostAnswerFor(card: TestCard): HostAnswer {
  switch (card.outcome) {
    case 'declined_by_host':
      return 'declined';
    case 'host_error':
    case 'deferred_auth':
      return 'no_answer';
    case 'sca_single_tap':
      return 'sca_required';
    default:
      return 'approved';
  }
}

/** Plans a sale or refund from the moment `card` is presented. */
export function planCardFlow(t: TransactionDoc, card: TestCard, ctx: FlowContext): Step[] {
  const steps: Step[] = [];
  const finalMode = card.then ?? card.entryMode;
  const cvm = effectiveCvm(card, t.type);
  steps.push({ delay: 0, phase: 'card', apply: (d) => (attempt(d, card.entryMode), screens.readingCard()) });

  if (card.then !== undefined) {
    const limit = card.outcome === 'contactless_limit_exceeded';
    const then = card.then;
    steps.push({
      delay: durations.retryPrompt,
      phase: 'card',
      apply: (d) => {
        d.status = 'waiting_for_card';
        d.should_fallback = !limit;
        d.is_fallback = !limit;
        d.is_contactless_transaction_limit_exceeded = limit;
        d.status_details = limit ? 'contactless_limit_exceeded' : `${card.entryMode}_failed`;
        const prompt = limit
          ? 'Contactless limit exceeded\nPlease insert card'
          : then === 'mag_stripe'
            ? 'Chip read failed\nPlease swipe card'
            : 'Please insert or swipe card';
        return screens.promptPayment(d.type, d.total_amount, prompt);
      },
    });
    steps.push({
      delay: durations.representCard,
      phase: 'card',
      apply: (d) => (attempt(d, then), screens.readingCard()),
    });
  }

  steps.push({
    delay: durations.read,
    phase: 'card',
    apply: (d, at) => (readCard(d, card, finalMode, cvm, ctx, at), undefined),
  });
  const sca = card.outcome === 'sca_single_tap' && t.type === 'sale';
  if ((cvm === 'offline_pin' || cvm === 'online_pin') && !sca) enterPinSteps(steps, cvm, ctx);

  let result: TxnResult;
  const answer = sca ? 'sca_required' : card.outcome === 'sca_single_tap' ? 'approved' : hostAnswerFor(card);
  onlineSteps(steps, answer, ctx);
  if (sca) {
    // Host rejected the tap and asked for PIN; card details are retained (no second tap).
    steps.push({ delay: 0, phase: 'card', apply: (d) => ((d.is_sca_single_tap = true), undefined) });
    enterPinSteps(steps, 'online_pin', ctx);
    onlineSteps(steps, 'approved', ctx);
    result = 'approved';
  } else if (card.outcome === 'deferred_auth' && ctx.host.deferred_auth.enabled) {
    steps.push({
      delay: durations.deferred,
      phase: 'online',
      apply: (d, at) => {
        d.is_deferred_auth = true;
        d.num_deferred_auth_attempts = 1;
        d.last_deferred_auth_attempted_at = at / 1000;
        d.auth_code = `D${ctx.prng.digits(5)}`;
        d.should_retry = false;
        d.status_details = 'deferred_auth_approved';
        return undefined;
      },
    });
    result = 'approved';
  } else if (card.outcome === 'card_overrules_host') {
    steps.push({
      delay: durations.read,
      phase: 'online',
      apply: (d) => {
        // Second GENERATE AC answered with an AAC: the card declines what the host approved.
        if (d.tags !== null) d.tags = { ...d.tags, '9F27': '00' };
        d.status_details = 'declined_by_card';
        return undefined;
      },
    });
    result = 'declined';
  } else {
    result = answer === 'approved' ? 'approved' : answer === 'declined' ? 'declined' : 'error';
  }

  if (cvm === 'signature' && result === 'approved') {
    steps.push({
      delay: 0,
      phase: 'online',
      apply: (d) => ((d.status = 'waiting_for_signature'), screens.signature()),
    });
    steps.push({
      delay: durations.signature,
      phase: 'online',
      apply: (d) => ((d.cvm_result = 'ok'), (d.status_details = 'signature_confirmed'), undefined),
    });
  }
  endSteps(steps, result, finalMode === 'contact_emv');
  return steps;
}

/** Result screen, "Please remove card" for an inserted card, then the end. */
export function endSteps(steps: Step[], result: TxnResult, inserted: boolean): void {
  steps.push({
    delay: 0,
    phase: 'ending',
    apply: (d) => ((d.status = 'finishing'), screens.resultScene(result)),
  });
  if (inserted) {
    steps.push({
      delay: durations.result,
      phase: 'ending',
      apply: (d) => ((d.status = 'remove_card'), screens.removeCard()),
    });
  }
  steps.push({ delay: inserted ? durations.removeCard : durations.result, phase: 'ending', end: result });
}
