// The package's command, `portico <command>`: the commands an agent's developers run against
// their own systems. Today one, check-api (cli/check-api).
import { main, USAGE } from '../check-api/main';

const [command, ...args] = process.argv.slice(2);
if (command === 'check-api') {
  process.exitCode = await main(args);
} else {
  const help = command === undefined || command === '--help' || command === 'help';
  (help ? process.stdout : process.stderr).write(`${help ? '' : `Unknown command: ${command}\n\n`}Commands:\n  check-api   check that an API answers as the portal expects\n\n${USAGE}\n`);
  process.exitCode = help ? 0 : 2;
}
