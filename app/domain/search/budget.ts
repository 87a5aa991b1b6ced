/** The longest query the search reads: the search boxes take no more, and longer text is cut. */
export const MAX_QUERY_LENGTH = 200;

/**
 * How much reading one query may cost. Reading a phrase as a value and a unit (or a compound) is
 * the search's unit of work; a query's readings are bounded by the words a side can have
 * (`MAX_SIDE_WORDS`), so an ordinary query spends a few dozen and a 200-character sentence a few
 * hundred. The limit is a backstop: when it is spent the search answers with what it has found.
 * Tests pass their own budget to see what a query cost.
 */
export class ReadBudget {
  spent = 0;

  constructor(readonly limit = 600) {}

  /** Takes one reading from the budget; false once none is left. */
  take(): boolean {
    if (this.spent >= this.limit) return false;
    this.spent++;
    return true;
  }
}

/**
 * The most words one side of a query can have and still be a value in a unit: the longest unit
 * name people type has nine ("BTU inch per hour square foot degree Fahrenheit" and a qualifier),
 * a value up to five ("5 ft 11 1/2 in", "1.5 × 10^-9"). A side with more words is read from its
 * last ones only ("what is the tire pressure of 32 psi"), as its earlier words name no unit anyway.
 */
export const MAX_SIDE_WORDS = 16;
