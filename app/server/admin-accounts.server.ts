import { EmailSchema, firstError, PasswordSchema } from '~/domain/schemas/auth';
import { grantRole, listAdmins, revokeRole } from './db/roles.server';
import type { Services } from './services.server';

/** A refusal the command line prints as is (bad input, unknown account). */
export class AdminCommandError extends Error {}

function parseEmail(email: string): string {
  const parsed = EmailSchema.safeParse(email);
  if (!parsed.success) throw new AdminCommandError(firstError(parsed.error));
  return parsed.data;
}

async function userIdByEmail(services: Services, email: string): Promise<string> {
  const row = await services.database.db.selectFrom('user').select('id').where('email', '=', parseEmail(email)).executeTakeFirst();
  if (!row) throw new AdminCommandError(`No account with the e-mail ${email}`);
  return row.id;
}

/**
 * Creates a confirmed account holding the admin role: the first admin of a fresh install.
 * The password must meet the same rules as sign-up and is hashed by the auth library.
 */
export async function createAdmin(services: Services, input: { email: string; password: string; name?: string }) {
  const email = parseEmail(input.email);
  const password = PasswordSchema.safeParse(input.password);
  if (!password.success) throw new AdminCommandError(firstError(password.error));
  const ctx = await (await services.auth()).$context;
  if (await ctx.internalAdapter.findUserByEmail(email)) {
    throw new AdminCommandError(`An account with the e-mail ${email} exists already; use "grant" to make it an admin`);
  }
  const user = await ctx.internalAdapter.createUser({ email, name: input.name?.trim() ?? '', emailVerified: true }, { method: 'admin' });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(password.data),
  });
  await grantRole(services.database.db, user.id, 'admin');
  return { id: user.id, email };
}

export async function grantAdmin(services: Services, email: string): Promise<boolean> {
  return grantRole(services.database.db, await userIdByEmail(services, email), 'admin');
}

export async function revokeAdmin(services: Services, email: string): Promise<boolean> {
  return revokeRole(services.database.db, await userIdByEmail(services, email), 'admin');
}

export async function listAdminAccounts(services: Services): Promise<{ email: string; name: string; grantedAt: number }[]> {
  const grants = await listAdmins(services.database.db);
  if (grants.length === 0) return [];
  const users = await services.database.db
    .selectFrom('user')
    .select(['id', 'email', 'name'])
    .where(
      'id',
      'in',
      grants.map((g) => g.userId),
    )
    .execute();
  return grants.flatMap((g) => {
    const user = users.find((u) => u.id === g.userId);
    return user ? [{ email: user.email, name: user.name, grantedAt: g.grantedAt }] : [];
  });
}
