import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { changeRole, getMember, grantRole, hasRole, listMembers, revokeRole, setSuspended } from '../../app/services/db/roles.server';
import {
  confirmSubscriber,
  findSubscriberByConfirmToken,
  findSubscriberByEmail,
  findSubscriberByUnsubscribeToken,
  insertPendingSubscriber,
  resetToPending,
  unsubscribe,
} from '../../app/services/db/subscribers.server';
import { testEngines, useTestDatabase } from './db-helpers';

const engines = await testEngines();

describe.each(engines)('newsletter subscribers on %s', (engine) => {
  const t = useTestDatabase(engine);

  it('go from pending to confirmed to unsubscribed by their tokens', async () => {
    const db = t().db;
    const pending = await insertPendingSubscriber(db, '  Reader@Example.COM ', 1000);
    expect(pending).toMatchObject({ email: 'reader@example.com', status: 'pending', createdAt: 1000, confirmedAt: null });
    if (!pending) throw new Error('not stored');
    expect(pending.confirmToken).toMatch(/^[\w-]{43}$/);
    expect(pending.unsubscribeToken).not.toBe(pending.confirmToken);

    expect(await findSubscriberByEmail(db, 'READER@example.com')).toEqual(pending);
    expect(await findSubscriberByConfirmToken(db, pending.confirmToken)).toEqual(pending);
    expect(await findSubscriberByUnsubscribeToken(db, pending.unsubscribeToken)).toEqual(pending);

    const confirmed = await confirmSubscriber(db, pending.confirmToken, 2000);
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmedAt: 2000 });
    // A second click changes nothing.
    expect(await confirmSubscriber(db, pending.confirmToken, 3000)).toMatchObject({ status: 'confirmed', confirmedAt: 2000 });

    expect(await unsubscribe(db, pending.unsubscribeToken)).toMatchObject({ status: 'unsubscribed' });
    expect(await unsubscribe(db, pending.unsubscribeToken)).toMatchObject({ status: 'unsubscribed' });
    // An old confirmation link cannot undo the unsubscribe.
    expect(await confirmSubscriber(db, pending.confirmToken, 4000)).toMatchObject({ status: 'unsubscribed' });

    const again = await resetToPending(db, 'reader@example.com');
    expect(again).toMatchObject({ status: 'pending', confirmedAt: null, unsubscribeToken: pending.unsubscribeToken });
    expect(again?.confirmToken).not.toBe(pending.confirmToken);
    expect(await findSubscriberByConfirmToken(db, pending.confirmToken)).toBeNull();
  });

  it('are unique by address, whatever its case', async () => {
    const db = t().db;
    expect(await insertPendingSubscriber(db, 'dup@example.com')).not.toBeNull();
    expect(await insertPendingSubscriber(db, 'DUP@Example.com')).toBeNull();
    const count = await db
      .selectFrom('newsletter_subscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', 'dup@example.com')
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it('refuse a mixed-case address written around the repository', async () => {
    const insert = sql`insert into newsletter_subscribers (id, email, status, confirm_token, unsubscribe_token, created_at)
      values ('x', 'Upper@example.com', 'pending', 'c', 'u', 1)`;
    await expect(insert.execute(t().db)).rejects.toThrow();
  });

  it('answer unknown tokens with null', async () => {
    const db = t().db;
    expect(await confirmSubscriber(db, 'nope')).toBeNull();
    expect(await unsubscribe(db, 'nope')).toBeNull();
    expect(await resetToPending(db, 'nobody@example.com')).toBeNull();
  });
});

describe.each(engines)('roles on %s', (engine) => {
  const t = useTestDatabase(engine);

  it('are granted once per person, checked, changed, suspended, listed and revoked', async () => {
    const db = t().db;
    expect(await getMember(db, 'user-a')).toBeNull();
    expect(await grantRole(db, 'user-a', 'author', 10)).toBe(true);
    // One role per person: a second grant leaves the first.
    expect(await grantRole(db, 'user-a', 'administrator', 20)).toBe(false);
    expect(await grantRole(db, 'user-b', 'editor', 15)).toBe(true);
    expect(await hasRole(db, 'user-a', 'author')).toBe(true);
    expect(await hasRole(db, 'user-a', 'administrator')).toBe(false);
    expect(await hasRole(db, 'user-c', 'author')).toBe(false);
    expect(await changeRole(db, 'user-a', 'contributor')).toBe(true);
    expect(await changeRole(db, 'user-c', 'contributor')).toBe(false);
    expect(await setSuspended(db, 'user-b', 30)).toBe(true);
    expect(await listMembers(db)).toEqual([
      { userId: 'user-a', role: 'contributor', grantedAt: 10, suspendedAt: null },
      { userId: 'user-b', role: 'editor', grantedAt: 15, suspendedAt: 30 },
    ]);
    expect(await setSuspended(db, 'user-b', null)).toBe(true);
    expect(await revokeRole(db, 'user-a')).toBe(true);
    expect(await revokeRole(db, 'user-a')).toBe(false);
    expect(await getMember(db, 'user-a')).toBeNull();
    expect(await listMembers(db)).toEqual([{ userId: 'user-b', role: 'editor', grantedAt: 15, suspendedAt: null }]);
  });

  it('refuse a role that is none of the four', async () => {
    await expect(
      t()
        .db.insertInto('user_roles')
        .values({ user_id: 'user-x', role: 'admin' as never, created_at: 1, suspended_at: null })
        .execute(),
    ).rejects.toThrow();
  });
});
