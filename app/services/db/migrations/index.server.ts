import type { Migration } from 'kysely';
import { initial } from './0001-initial.server';
import { accounts } from './0002-accounts.server';
import { mailQueue } from './0003-mail-queue.server';
import { sessionAddresses } from './0004-session-addresses.server';
import { exchangeRates } from './0005-exchange-rates.server';
import { publishing } from './0006-publishing.server';
import { newsletterSends } from './0007-newsletter-sends.server';
import { images } from './0008-images.server';
import { scheduledSends } from './0009-scheduled-sends.server';
import { roles } from './0010-roles.server';
import { trash } from './0011-trash.server';
import { languages } from './0012-languages.server';

/**
 * Every migration, in order, listed in code (not globbed from the file system) so the server
 * bundle carries them. Kysely runs them in the order of these names: a new migration gets the
 * next number. Never rename or remove one that has shipped; a database that ran a name missing
 * here is treated as newer than the code and refused.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_initial': initial,
  '0002_accounts': accounts,
  '0003_mail_queue': mailQueue,
  '0004_session_addresses': sessionAddresses,
  '0005_exchange_rates': exchangeRates,
  '0006_publishing': publishing,
  '0007_newsletter_sends': newsletterSends,
  '0008_images': images,
  '0009_scheduled_sends': scheduledSends,
  '0010_roles': roles,
  '0011_trash': trash,
  '0012_languages': languages,
};
