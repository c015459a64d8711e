// `npm start`: serves Portico on its local ports (the reference API, the portal shell with the
// examples, the managing agent's website) and prints the addresses and the demo sign-ins. No
// browser and no root needed. `npm start` runs `npm run build:start` first, which builds only what
// these serve: dist/cdn, the agent website's element bundles (the API and Vite run from the sources).
import { spawn } from 'node:child_process';

const services = [
  {
    name: 'Reference API (demo mode: demo data, password Portal-Demo-1)',
    url: 'http://localhost:4300',
    command: ['npx', 'tsx', 'server/index.ts', '--demo'],
  },
  {
    name: 'Portal shell (Vite)',
    url: 'http://localhost:4200/',
    command: ['npx', 'vite', '--port', '4200', '--strictPort'],
  },
  {
    name: "Managing agent's website (the elements under a strict CSP)",
    url: 'http://localhost:4400',
    command: ['npx', 'tsx', 'examples/agent-website/server.ts'],
  },
  // Pages of the servers above: no command of their own.
  { name: 'Public notification preferences page', url: 'http://localhost:4200/notification-preferences/NP-OWNER-1' },
  { name: 'Sign-up with an invitation key', url: 'http://localhost:4200/signup?invitationKey=INVITE-OWNER-1' },
  { name: 'Facility booking (signed in)', url: 'http://localhost:4200/book-facilities' },
  { name: 'Your settings (signed in)', url: 'http://localhost:4200/settings' },
  { name: 'Your notifications (signed in)', url: 'http://localhost:4200/notifications' },
  { name: 'The FAQ and documents (signed in)', url: 'http://localhost:4200/faq and /documents' },
  { name: 'The staff area (signed in as staff): facilities, bookings, groups, news, parcels, tasks', url: 'http://localhost:4200/admin' },
  { name: "A development's customers and reports (signed in as staff)", url: 'http://localhost:4200/developments/dev-riverside-wharf/customers' },
  { name: 'UI primitives gallery', url: 'http://localhost:4200/examples/gallery/' },
  { name: 'Every widget in its example states (no API)', url: 'http://localhost:4200/examples/gallery/widgets.html' },
  { name: 'Snippets for a CMS editor', url: 'http://localhost:4200/examples/cms-snippet/' },
  { name: 'E-mails and texts the API sends (MFA codes, links)', url: 'http://localhost:4300/dev/outbox?to=<address>' },
];

const children = services.filter((service) => service.command).map((service) => {
  const [command, ...args] = service.command;
  // The API's log shows warnings and errors here, not a JSON line per request (PORTICO_LOG_LEVEL=info shows them).
  const env = { ...process.env, PORTICO_LOG_LEVEL: process.env.PORTICO_LOG_LEVEL ?? 'warn' };
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  child.on('exit', (code) => {
    if (code) console.error(`${service.name} stopped (exit ${code}).`);
  });
  return child;
});

console.log('\nPortico is starting:');
for (const service of services) console.log(`  ${service.name}: ${service.url}`);
console.log('Demo sign-ins, password Portal-Demo-1: owner@example.com, mfa@example.com (code in the outbox),');
console.log('  subtenant@example.com, downgraded@example.com, client@example.com, admin@example.com,');
console.log('  manager@example.com, officer@example.com, director@example.com (a customer who is also a client),');
console.log('  inactive@example.com (an inactive customer).');
console.log('Invitation keys: INVITE-OWNER-1, INVITE-SUBTENANT-1, INVITE-ADMIN-1, INVITE-UNCONFIRMED-1,');
console.log('  INVITE-USED-1, INVITE-EXISTING-1, INVITE-SSO-1 (needs no password).');
console.log('Press Ctrl+C to stop.\n');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
