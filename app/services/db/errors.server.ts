/**
 * Recognises a unique-constraint violation from either driver, so callers can turn it into a
 * clear message (a duplicate slug, an address already subscribed) instead of a 500.
 * better-sqlite3 sets `code` to SQLITE_CONSTRAINT_UNIQUE or _PRIMARYKEY; pg sets SQLSTATE 23505.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Another post already uses this slug. */
export class DuplicateSlugError extends Error {
  constructor(readonly slug: string) {
    super(`A post with the slug "${slug}" already exists`);
    this.name = 'DuplicateSlugError';
  }
}

/**
 * The post changed since the version a save was made from (another tab, another admin): the save
 * is refused, not applied over it. Carries the post as it is now.
 */
export class VersionConflictError<Post = unknown> extends Error {
  constructor(readonly current: Post) {
    super('This post was changed elsewhere since you opened it');
    this.name = 'VersionConflictError';
  }
}
