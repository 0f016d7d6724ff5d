/**
 * A requirement of the contract (spec/payment-interfaces.md). Every check and
 * every test names the ids it covers; the catalogue is the one source of them.
 */

import type { ClientFeature } from './feature.js';

/** MUST: the spec states it; a violation fails. OBSERVATION: the spec says "not shown"; a deviation warns. */
export type Level = 'MUST' | 'OBSERVATION';

/**
 * gateway = Part A, terminal = Part B, printer = printer instruction rules, hash = the gateway Hash rule:
 * what a target (server) does. client-gateway and client-terminal: what an integrator's application
 * sends (issue 14), judged by the client judge and never part of a server conformance report.
 */
export type Area = 'gateway' | 'terminal' | 'printer' | 'hash' | 'client-gateway' | 'client-terminal';

/** The areas of the client judge (lib/judging/client/): out of every server report. */
export const clientAreas: readonly Area[] = ['client-gateway', 'client-terminal'];

export function isClientArea(area: Area): boolean {
  return clientAreas.includes(area);
}

export interface Requirement<I extends string = string> {
  /** Stable id, e.g. `TM-RCPT-2`. Never renumbered; retired ids are not reused. */
  readonly id: I;
  readonly level: Level;
  readonly area: Area;
  /** The spec section it comes from, e.g. `Endpoints > B. Terminal > Notes`. */
  readonly section: string;
  /** One line: what a conformant target does. */
  readonly text: string;
  /**
   * The spec sentence that makes a MUST one, quoted verbatim from the section.
   * Every MUST carries one (a self-test holds this); an OBSERVATION may quote
   * the "not shown" sentence that leaves the behaviour open.
   */
  readonly quote?: string;
  /**
   * Why the level is what it is, where the spec's words leave room for a
   * reading (issue 20's review: a MUST kept with the sentence that makes it,
   * or an observation because no sentence does). One line.
   */
  readonly decision?: string;
  /**
   * A client requirement's optional feature (feature.ts): an application that
   * never used it has the requirement OUT OF SCOPE. Absent: judged whenever
   * its side is carried.
   */
  readonly feature?: ClientFeature;
}

/**
 * The builder of one catalogue file: a requirement of `area` (its section
 * prefixed by `within`, when given), so the shape is written once.
 */
export function requirementsOf(area: Area, within?: string) {
  return <const I extends string>(
    id: I,
    level: Level,
    section: string,
    text: string,
    quote?: string,
    decision?: string,
  ): Requirement<I> => ({
    id,
    level,
    area,
    section: within === undefined ? section : `${within}, ${section}`,
    text,
    ...(quote === undefined ? {} : { quote }),
    ...(decision === undefined ? {} : { decision }),
  });
}

/**
 * The builders of one catalogue file by level, so a row does not repeat it:
 * `must` (with the spec sentence that makes it one) and `observation`.
 */
export function levelsOf(area: Area, within?: string) {
  const R = requirementsOf(area, within);
  return {
    must: <const I extends string>(id: I, section: string, text: string, quote: string, decision?: string) =>
      R(id, 'MUST', section, text, quote, decision),
    observation: <const I extends string>(
      id: I,
      section: string,
      text: string,
      quote?: string,
      decision?: string,
    ) => R(id, 'OBSERVATION', section, text, quote, decision),
  };
}

/** Rows about named fields of one resource: the section is `<resource>: <fields>`, the resource written once. */
export function fieldsOf(levels: ReturnType<typeof levelsOf>, resource: string) {
  return {
    must: <const I extends string>(id: I, fields: string, text: string, quote: string, decision?: string) =>
      levels.must(id, `${resource}: ${fields}`, text, quote, decision),
    observation: <const I extends string>(
      id: I,
      fields: string,
      text: string,
      quote?: string,
      decision?: string,
    ) => levels.observation(id, `${resource}: ${fields}`, text, quote, decision),
  };
}

/** `r`, belonging to the optional feature `feature` (client requirements). */
export function ofFeature<I extends string>(feature: ClientFeature, r: Requirement<I>): Requirement<I> {
  return { ...r, feature };
}
