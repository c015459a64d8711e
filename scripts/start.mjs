// `npm start`: serves what exists of Portico on its local ports and prints the addresses.
// Each later part (reference API on 4300, agent website on 4400) joins the list below.
import { spawn } from 'node:child_process';

const services = [
  {
    name: 'Portal (Vite): UI primitives gallery',
    url: 'http://localhost:4200/examples/gallery/',
    command: ['npx', 'vite', '--port', '4200', '--strictPort'],
  },
];

const children = services.map((service) => {
  const [command, ...args] = service.command;
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code) => {
    if (code) console.error(`${service.name} stopped (exit ${code}).`);
  });
  return child;
});

console.log('\nPortico is starting:');
for (const service of services) console.log(`  ${service.name}: ${service.url}`);
console.log('Press Ctrl+C to stop.\n');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
