// A load balancer for the end-to-end suites' two-process API: each request goes to the next
// process in turn, as a round-robin balancer in front of an agent's API processes sends it.
import { createServer, request, type Server } from 'node:http';

/**
 * Listens on `port` (loopback) and passes each request, as it came, to the next of `upstreams`.
 * @example const balancer = await startRoundRobin(4301, [4302, 4303]); ... closeServer(balancer);
 */
export function startRoundRobin(port: number, upstreams: readonly number[]): Promise<Server> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const upstream = upstreams[next++ % upstreams.length];
    const forward = request({ host: '127.0.0.1', port: upstream, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    // A process that is down answers 502, as a balancer does.
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
