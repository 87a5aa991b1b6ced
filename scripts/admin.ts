// The team's command line (README "Admins"; docs/decisions/076-roles.md). create and grant make
// an Administrator; revoke takes a person off the team; list shows everyone with their role:
//   npm run admin -- create EMAIL [--name "Display Name"]   password from ADMIN_PASSWORD, or asked for
//   npm run admin -- grant EMAIL | revoke EMAIL | list
import { createInterface } from 'node:readline';
import { ROLE_LABELS } from '../app/domain/roles';
import { AdminCommandError, createAdmin, grantAdmin, revokeAdmin } from '../app/services/admin-accounts.server';
import { ConfigError, getConfig } from '../app/services/config.server';
import { openDatabase } from '../app/services/db/database.server';
import { migrateToLatest } from '../app/services/db/migrate.server';
import { createServices } from '../app/services/services.server';
import { listTeam } from '../app/services/team.server';

const USAGE = `Usage:
  npm run admin -- create EMAIL [--name "Display Name"]   (password from ADMIN_PASSWORD or a prompt)
  npm run admin -- grant EMAIL
  npm run admin -- revoke EMAIL
  npm run admin -- list`;

/** Reads a password without echoing it; a non-interactive stdin is read as one line. */
function askPassword(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
    const output = rl as unknown as { _writeToOutput?: (s: string) => void };
    if (process.stdin.isTTY) {
      process.stdout.write(prompt);
      output._writeToOutput = () => {};
    }
    rl.question(process.stdin.isTTY ? '' : prompt, (answer) => {
      rl.close();
      if (process.stdin.isTTY) process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main(args: string[]): Promise<void> {
  const [command, email] = args;
  const nameAt = args.indexOf('--name');
  const name = nameAt >= 0 ? args[nameAt + 1] : undefined;
  if (!command || (command !== 'list' && !email)) throw new AdminCommandError(USAGE);

  const config = getConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const services = await createServices(config, database);
    switch (command) {
      case 'create': {
        const password = process.env.ADMIN_PASSWORD ?? (await askPassword('Password: '));
        const admin = await createAdmin(services, { email: email!, password, name });
        console.log(`Created Administrator ${admin.email}`);
        break;
      }
      case 'grant':
        console.log((await grantAdmin(services, email!)) ? `${email} is now an Administrator` : `${email} was an Administrator already`);
        break;
      case 'revoke':
        console.log((await revokeAdmin(services, email!)) ? `${email} is no longer on the team` : `${email} was not on the team`);
        break;
      case 'list': {
        const team = await listTeam(services);
        if (team.length === 0) console.log('No admins yet. Create one with: npm run admin -- create EMAIL');
        for (const a of team) {
          const role = `${ROLE_LABELS[a.role]}${a.suspended ? ' (suspended)' : ''}`;
          console.log(`${a.email}\t${a.name || '-'}\t${role}\tsince ${new Date(a.grantedAt).toISOString()}`);
        }
        break;
      }
      default:
        throw new AdminCommandError(USAGE);
    }
    await services.mail.stop();
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof AdminCommandError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exitCode = 1;
});
