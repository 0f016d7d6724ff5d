/** The terminal's clock is the kit's (simulators/kit/simClock.ts). */
export { SimClock } from '../kit/simClock.js';
