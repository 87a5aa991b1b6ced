import type { Kysely, Migration } from 'kysely';

/**
 * Euro reference rates by banking day, kept as history (docs/decisions/051-reference-rates.md):
 * one row per (day, currency), the rate as the decimal text published (units per euro), so a
 * conversion uses exactly the published figure. `rate_fetches` has one row per day the server
 * fetched (or tried): the row is the claim that makes one fetch a day in all among processes.
 */
export const exchangeRates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('exchange_rates')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('rate', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('exchange_rates_pk', ['day', 'currency'])
      .execute();
    await db.schema
      .createTable('rate_fetches')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      // A failed fetch may be claimed again from then on.
      .addColumn('retry_at', 'bigint')
      .addColumn('result', 'text')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rate_fetches').execute();
    await db.schema.dropTable('exchange_rates').execute();
  },
};
