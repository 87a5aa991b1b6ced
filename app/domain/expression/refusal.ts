import type { ExpressionKey, Reason, ReasonValue } from './messages';

/**
 * Why an expression has no answer (docs/decisions/052-expressions.md): each stage of the evaluator
 * (tokenize.ts, parse.ts, evaluate.ts) refuses with one of these, and evaluate() turns it into an
 * answer, so nothing throws past it. A refusal is a message of expression.json and its values
 * (messages.ts), written in the index's language only when evaluate() answers (ADR 091).
 */

export class Refusal extends Error {
  readonly reason: Reason;
  constructor(
    key: ExpressionKey,
    values?: Readonly<Record<string, ReasonValue>>,
    readonly suggestions?: string[],
  ) {
    super(key);
    this.reason = { key, values };
  }
}

/** Arithmetic beyond a double or by zero: no other reading of the words makes it right. */
export class ArithmeticRefusal extends Refusal {}

export const TOO_LARGE: ExpressionKey = 'expression.tooLarge';
export const DIVISION_BY_ZERO: ExpressionKey = 'expression.divisionByZero';
