// Brings the stored euro reference rates up to date (README "Exchange rates"):
//   npm run rates                            fetch RATES_URL (the ECB's daily file by default)
//   npm run rates -- --file PATH             import a daily, 90-day or history file from disk
//   add --allow-missing to store a feed whose newest day lacks currencies the last one had
// Exits 0 once stored; on a feed that cannot be used, non-zero with a one-line reason, changing nothing.
import { ratesCommand } from './rates-command';

process.exitCode = await ratesCommand(process.argv.slice(2), process.env);
