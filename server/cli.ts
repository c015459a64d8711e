// The operator's command, `portico <command>`: `npm run portico -- <command>` from a clone, and
// `node dist/server/portico.js <command>` once built. It reads the same environment as the API, so
// it works on the same database and data folder. Exit codes: 0 done, 1 refused or failed (the
// reason in words), 2 a command or its arguments not understood.
//
// Each command loads its code when it runs (`await import`): the usage, a refused setting and the
// commands that need little start without the whole API.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { BackupError } from './backup/errors';

const USAGE = `Usage: portico <command> [arguments]
  (from a clone: npm run portico -- <command> [arguments])

Commands:
  import <kind> <file.csv> [--apply] [--invite]
      Checks a CSV file of the agent's records and reports every problem by line and column;
      --apply imports it, all or nothing; --invite e-mails imported customers their invitation.
  backup <folder>
      Copies the database and the stored files into a new, empty folder while the API runs.
      The signing secret is not copied: keep it in your secret store.
  restore <folder> [--replace]
      With the API stopped, puts a backup back into the configured database and data folder.
      --replace replaces a database and stored files that are there already: they are moved
      aside, not deleted (SQLite's file and the files renamed, PostgreSQL's tables to a schema).
  add-staff <email> <first name> <last name>
      Adds a member of staff who may see every development (global), with no password, and
      e-mails them a link to choose one. Quote a name with spaces: "Mary Ann".
  help
      This text.

It reads the API's settings from the environment (PORTICO_DATA_DIR, PORTICO_DATABASE_URL, and
the rest: server/README.md): run it with the same settings as the API.
`;

/** A command line that cannot be run as written: the usage follows its message. */
class UsageError extends Error {}

type Command = (args: string[], config: ServerConfig) => Promise<number>;

const commands: Record<string, Command> = {
  import: async (args) => {
    // Loaded on demand: the other commands start without the import's code.
    const { importCommand } = await import('./areas/import/command');
    return importCommand(args, { out: process.stdout, err: process.stderr, env: process.env });
  },
  backup: async (args, config) => {
    const [folder] = positionals(args, ['folder']);
    const { backUp } = await import('./backup/backup');
    const manifest = await backUp(config, folder!);
    const kind = manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'SQLite';
    say(`Backed up the ${kind} database (${size(manifest.database.bytes)}) and ${plural(manifest.files.count, 'stored file')} (${size(manifest.files.bytes)}) to ${folder}.`);
    say('The signing secret is not in the backup: keep PORTICO_SIGNING_SECRET in your secret store.');
    return 0;
  },
  restore: async (args, config) => {
    const { values, positionals: [folder] = [] } = parse(args, { replace: { type: 'boolean' } }, ['folder']);
    const { restore } = await import('./backup/restore');
    const summary = await restore(config, folder!, { replace: values.replace === true });
    say(`Restored the backup of ${summary.manifest.createdAt} into ${summary.database}, and ${plural(summary.files.count, 'stored file')} into ${config.dataDir}/files.`);
    if (summary.movedAside.length > 0) say(`What was there before was moved aside: ${summary.movedAside.join(', ')}.`);
    say('Start the API: it applies any migrations newer than the backup.');
    return 0;
  },
  'add-staff': async (args, config) => {
    const [address, firstName, lastName] = positionals(args, ['email', 'first name', 'last name']).map((value) => value.trim());
    return addStaff(config, address!, firstName!, lastName!);
  },
};

async function run(command: string | undefined, commandArgs: string[]): Promise<number> {
  if (command === undefined) return usage('Which command?');
  if (command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write(USAGE);
    return 0;
  }
  // Own keys only: "constructor" is no command.
  const handler = Object.hasOwn(commands, command) ? commands[command] : undefined;
  if (!handler) return usage(`There is no command "${command}".`);
  let config: ServerConfig;
  try {
    config = readConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`portico ${command}: ${error.message}\n`);
    return 1;
  }
  try {
    return await handler(commandArgs, config);
  } catch (error) {
    if (error instanceof UsageError) return usage(error.message);
    if (error instanceof BackupError || error instanceof RefusedError) {
      process.stderr.write(`portico ${command}: ${error.message}\n`);
      return 1;
    }
    // Not foreseen (a full disk, a folder it may not write): the reason in one line, the stack
    // only when the log level asks for detail.
    process.stderr.write(`portico ${command} failed: ${(error as Error).message}\n`);
    if (config.logLevel === 'debug' || config.logLevel === 'trace') process.stderr.write(`${(error as Error).stack}\n`);
    return 1;
  }
}

function usage(problem: string): number {
  process.stderr.write(`${problem}\n\n${USAGE}`);
  return 2;
}

/** A command that understood its arguments but cannot do what they ask: its message says why. */
class RefusedError extends Error {}

function parse(args: string[], options: NonNullable<ParseArgsConfig['options']>, names: readonly string[]) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.positionals.length !== names.length) {
    throw new UsageError(`Expected ${names.map((each) => `<${each}>`).join(' ')}; got ${plural(parsed.positionals.length, 'argument')}.`);
  }
  return parsed;
}

function positionals(args: string[], names: readonly string[]): string[] {
  return parse(args, {}, names).positionals;
}

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The first member of staff of a new production database (which has no demo accounts, so no one
 * to sign in as): global staff, with no password, e-mailed a link to choose one through the
 * reset-password flow. Delivered at once when SMTP is configured; the API's delivery retries it.
 */
async function addStaff(config: ServerConfig, address: string, firstName: string, lastName: string): Promise<number> {
  const [{ pino }, { is }, { email: emailAddress, NAME_MAX }, { createApi }, { createGlobalStaff }, { deliverDue, deliveryWorker, latestMessageStatus }] = await Promise.all([
    import('pino'),
    import('superstruct'),
    import('../core/schemas'),
    import('./app'),
    import('./areas/account'),
    import('./areas/outbox'),
  ]);
  if (!is(address, emailAddress) || address === '') throw new RefusedError(`"${address}" is not an e-mail address.`);
  for (const [label, value] of [['first name', firstName], ['last name', lastName]] as const) {
    if (value === '' || [...value].length > NAME_MAX) throw new RefusedError(`The ${label} must be 1 to ${NAME_MAX} characters.`);
  }
  // Logs go to stderr: stdout is the command's own answer.
  const api = await createApi(config, { log: pino({ level: config.logLevel }, pino.destination(2)) });
  try {
    const { ctx } = api;
    const made = await createGlobalStaff(ctx, { email: address, firstName, lastName });
    if (made.existing) {
      const { email, first_name: first, last_name: last } = made.existing;
      throw new RefusedError(`There is already an account for ${email} (${first} ${last}): nothing was changed.`);
    }
    // The worker sends it at once; stopped, it finishes that, and one more round sends what it
    // had not started, so the status read below is the outcome.
    await deliveryWorker(ctx)?.stop();
    await deliverDue(ctx);
    const status = await latestMessageStatus(ctx, address);
    say(`Added ${firstName} ${lastName} (${address}) as global staff, with no password.`);
    if (status === 'sent') say(`E-mailed them a link to choose one, which works for ${made.linkMinutes} minutes.`);
    else if (status === 'kept') say('The e-mail with their link to choose a password was kept in the outbox, not sent: PORTICO_SMTP_HOST is not set.');
    else say('The e-mail with their link to choose a password could not be sent yet: the API tries again (see its log).');
    return 0;
  } finally {
    await api.close();
  }
}

// Last: the classes and commands above are defined before the first of them runs.
const [name, ...args] = process.argv.slice(2);
process.exitCode = await run(name, args);
