// `npm test` (docs/decisions/094-ci-time.md): the checks that read the sources only (the commands of
// `npm run typecheck` and `npm run lint`) run beside the test build, then Vitest runs every test.
// Each of them is one process that keeps one core busy; one after another, they left CI's second
// core idle for about three minutes. They are independent: none reads what another writes (the
// build writes only into its build folder, which the checks ignore), and React Router's route
// types, which the type-check and the lint read, are generated once before they start.
//
// Each command's output is printed in one piece when it ends, under its name, its time and whether
// it passed. Any failure fails `npm test` (after the others have ended, so that one run names every
// failure), and Vitest does not start. Arguments after `npm test --` go to Vitest.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const root = new URL('..', import.meta.url).pathname;
const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const TYPEGEN = 'react-router typegen';

/**
 * The commands of a package.json script that starts with the route types' generation, each to be
 * run on its own: `react-router typegen && tsc && tsc -p app/service-worker` gives tsc's two. The
 * scripts stay the one place that says what the checks are.
 */
function checksOf(name) {
  const [first, ...rest] = scripts[name].split(' && ');
  if (first !== TYPEGEN || rest.length === 0 || rest.some((command) => /[|;&<>]/.test(command))) {
    throw new Error(`scripts/test.mjs: package.json's "${name}" must be "${TYPEGEN} && <command> && …", plain commands: it is "${scripts[name]}".`);
  }
  return rest.map((command) => ({ name: `${name}: ${command}`, command }));
}

/** Runs a shell command from the project root; resolves with its exit code, its output and its time. */
function run(command, env = {}, { quiet = true } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      // As npm gives a script: the project's commands first, also when this file is run by node.
      env: { ...process.env, PATH: `${root}node_modules/.bin:${process.env.PATH}`, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output, seconds: (performance.now() - started) / 1000 }));
  });
}

function report(name, { code, output, seconds }) {
  const status = code === 0 ? 'passed' : `FAILED (exit code ${code})`;
  process.stdout.write(`\n── ${name}: ${status} in ${seconds.toFixed(1)} s\n${output.trimEnd()}${output.trim() ? '\n' : ''}`);
}

const steps = [
  { name: 'build (PSEUDO_LOCALE=1)', command: 'npm run build', env: { PSEUDO_LOCALE: '1' } },
  ...checksOf('lint'),
  ...checksOf('typecheck'),
];

const typegen = await run(TYPEGEN);
report(TYPEGEN, typegen);
if (typegen.code !== 0) process.exit(1);

const results = await Promise.all(
  steps.map(async (step) => {
    const result = await run(step.command, step.env);
    report(step.name, result);
    return result;
  }),
);
const failed = steps.filter((_, i) => results[i].code !== 0).map((step) => step.name);
if (failed.length > 0) {
  process.stdout.write(`\nnpm test: ${failed.join(', ')} failed; the tests were not run.\n`);
  process.exit(1);
}

const quote = (arg) => `'${arg.replace(/'/g, `'\\''`)}'`;
const vitest = await run(['vitest', 'run', ...process.argv.slice(2)].map(quote).join(' '), {}, { quiet: false });
process.exit(vitest.code);
