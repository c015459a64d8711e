import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, OLDEST_NODE_MAJOR } from './node-version.mjs';

describe('the supported Node', () => {
  it('accepts Node 22 and newer', () => {
    for (const version of ['22.0.0', '22.12.1', '24.22.3', '26.1.0']) expect(nodeVersionProblem(version), version).toBeNull();
  });

  it('refuses an older Node, naming it and saying what to do', () => {
    const problem = nodeVersionProblem('20.20.2');
    expect(problem).toContain(`Portico needs Node ${OLDEST_NODE_MAJOR} or newer; this is Node 20.20.2.`);
    expect(problem).toContain('source scripts/local-node.sh');
    expect(nodeVersionProblem('18.19.0')).not.toBeNull();
  });

  it('is the oldest version package.json declares', async () => {
    const { default: pkg } = await import('../package.json', { with: { type: 'json' } });
    expect(pkg.engines.node).toBe(`>=${OLDEST_NODE_MAJOR}`);
  });
});
