import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainable } from './graceful-stop';

/** A GET over `agent`, its status and body once it has all come. */
function get(port: number, path: string, agent: Agent): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }));
    })
      .on('error', reject)
      .end();
  });
}

describe('drainable', () => {
  let server: Server;
  const agents: Agent[] = [];
  afterEach(() => {
    for (const agent of agents) agent.destroy();
    server.closeAllConnections();
  });

  it('stops listening at once, closes idle keep-alive connections at once, and lets a request in flight finish', async () => {
    // The slow request answers when the test says, not after a pause.
    let answerSlow: () => void = () => {};
    const slowArrived = new Promise<void>((arrived) => {
      server = createServer((incoming, response) => {
        if (incoming.url === '/slow') {
          answerSlow = () => response.end('slow and whole');
          arrived();
        } else response.end('quick');
      });
    });
    // Longer than the test may take: only the drain's own closing can end the connections in time.
    server.keepAliveTimeout = 60_000;
    const drain = drainable(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // Two clients that keep their connections: one idle after its answer, one with a request in flight.
    const idle = new Agent({ keepAlive: true });
    const busy = new Agent({ keepAlive: true });
    agents.push(idle, busy);
    expect((await get(port, '/quick', idle)).body).toBe('quick');
    const slow = get(port, '/slow', busy);
    await slowArrived;

    let drained = false;
    const draining = drain().then(() => (drained = true));
    // A new connection is refused while the request in flight goes on.
    await expect(get(port, '/quick', new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(drained).toBe(false);
    answerSlow();
    expect(await slow).toMatchObject({ status: 200, body: 'slow and whole' });
    // Settles once the busy connection has closed after its answer, with no keep-alive wait.
    await draining;
    expect(server.listening).toBe(false);
  });
});
