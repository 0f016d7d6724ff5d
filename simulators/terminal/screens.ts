/**
 * Screens the device shows (spec B. Screen; field notes "Screens seen").
 * `app.views.layouts.idle` means no transaction is active (States B).
 */
import { formatMoney, typeLabel } from './money.js';

export interface Scene {
  path: string;
  text: string;
}

export const IDLE_PATH = 'app.views.layouts.idle';

export const idleScene: Scene = { path: IDLE_PATH, text: 'Tap Green To Start' };

export function promptPayment(type: string, total: number, prompt = 'Insert, tap or swipe card'): Scene {
  return {
    path: 'app.views.layouts.payment.prompt_payment',
    text: `${prompt}\n${typeLabel(type)} : ${formatMoney(total)}`,
  };
}

export function readingCard(): Scene {
  return { path: 'app.views.layouts.payment.reading_card', text: 'Reading card\nPlease wait' };
}

export function enterPin(type: string, total: number): Scene {
  return {
    path: 'app.views.layouts.payment.enter_pin',
    text: `Enter PIN\n${typeLabel(type)} : ${formatMoney(total)}`,
  };
}

export function processing(): Scene {
  return { path: 'app.views.layouts.payment.processing', text: 'Processing, please wait' };
}

export function signature(): Scene {
  return { path: 'app.views.layouts.payment.signature', text: 'Signature required\nPlease sign the receipt' };
}

export function resultScene(result: string): Scene {
  const words: Record<string, string> = {
    approved: 'Approved',
    declined: 'Declined',
    cancelled: 'Cancelled',
    error: 'Transaction failed\nPlease try again',
  };
  return { path: 'app.views.layouts.payment.result', text: words[result] ?? result };
}

export function removeCard(): Scene {
  return { path: 'app.views.layouts.payment.remove_card', text: 'Please remove card' };
}
