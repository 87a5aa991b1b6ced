/**
 * Why an expression has no answer (docs/decisions/052-expressions.md): each stage of the evaluator
 * (tokenize.ts, parse.ts, evaluate.ts) refuses with one of these, and evaluate() turns it into an
 * answer, so nothing throws past it.
 */

export class Refusal extends Error {
  constructor(
    message: string,
    readonly suggestions?: string[],
  ) {
    super(message);
  }
}

/** Arithmetic beyond a double or by zero: no other reading of the words makes it right. */
export class ArithmeticRefusal extends Refusal {}

export const TOO_LARGE = 'The result is too large';
export const DIVISION_BY_ZERO = 'Division by zero';
