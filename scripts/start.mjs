// `npm start`: serves what exists of Portico on its local ports and prints the addresses.
// Each later part joins the list below. `npm start` runs `npm run build` first: the agent website
// serves the CDN element bundles from dist/cdn.
import { spawn } from 'node:child_process';

const services = [
  {
    name: 'Reference API (demo data, password Portal-Demo-1)',
    url: 'http://localhost:4300',
    command: ['npx', 'tsx', 'server/index.ts'],
  },
  {
    name: 'Portal shell (Vite)',
    url: 'http://localhost:4200/',
    command: ['npx', 'vite', '--port', '4200', '--strictPort'],
  },
  {
    // The same Vite server: no command of its own.
    name: 'UI primitives gallery',
    url: 'http://localhost:4200/examples/gallery/',
  },
  {
    name: "Managing agent's website (the elements under a strict CSP)",
    url: 'http://localhost:4400',
    command: ['npx', 'tsx', 'examples/agent-website/server.ts'],
  },
];

const children = services.filter((service) => service.command).map((service) => {
  const [command, ...args] = service.command;
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code) => {
    if (code) console.error(`${service.name} stopped (exit ${code}).`);
  });
  return child;
});

console.log('\nPortico is starting:');
for (const service of services) console.log(`  ${service.name}: ${service.url}`);
console.log('Demo sign-ins: owner@example.com, mfa@example.com, subtenant@example.com, downgraded@example.com,');
console.log('  client@example.com, admin@example.com, manager@example.com, officer@example.com (password Portal-Demo-1).');
console.log('E-mails and texts the API sends (MFA codes, links): http://localhost:4300/dev/outbox?to=<address>');
console.log('Press Ctrl+C to stop.\n');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
