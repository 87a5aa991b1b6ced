import { sql, type Kysely, type Migration } from 'kysely';
import { shortenAddress } from '../../client-address.server';

/**
 * Sessions made before addresses were shortened kept the client's full address; the privacy page
 * says addresses are shortened before they are stored. This shortens those already stored (IPv4
 * to its /24, IPv6 to its /48), one row at a time: a site has a handful of admin sessions.
 */
export const sessionAddresses: Migration = {
  async up(db: Kysely<unknown>) {
    const { rows } = await sql<{ id: string; ipAddress: string }>`
      select "id", "ipAddress" from "session" where "ipAddress" is not null`.execute(db);
    for (const row of rows) {
      const short = shortenAddress(row.ipAddress);
      if (short !== row.ipAddress) await sql`update "session" set "ipAddress" = ${short} where "id" = ${row.id}`.execute(db);
    }
  },
  // Nothing to undo: the full addresses are gone.
  async down() {},
};
