// The layer rules reject each kind of wrong-way import: dependency-cruiser runs them over a small
// tree (scripts/layers-fixture) holding one of each beside imports the rules allow.
import { describe, expect, it } from 'vitest';
import { layerViolations } from './layers.mjs';

describe('the layer rules', () => {
  it('reject every wrong-way import of the fixture tree, and only those', async () => {
    const violations = await layerViolations('scripts/layers-fixture');
    expect(violations.map(({ rule, from, to }) => `${rule}: ${from} -> ${to}`).sort()).toEqual(
      [
        'core-imports-only-core: core/wrong-way.ts -> widgets/area/Widget.ts',
        'no-cycles-between-folders: core/types-a/options.ts -> core/types-b/shown.ts -> core/types-a/options.ts',
        'no-import-cycles: core/cycle-a.ts -> core/cycle-b.ts -> core/cycle-a.ts',
        'server-imports-no-client-fixtures: server/seed.ts -> core/testing/samples/account.ts',
        'server-uses-only-the-contract: server/seed.ts -> core/testing/samples/account.ts',
        'server-uses-only-the-contract: server/seed.ts -> core/ui/primitive.ts',
        'shell-reaches-areas-by-index: shell/page.ts -> widgets/area/Widget.ts',
        'staff-sections-keep-to-their-own: shell/admin/alpha/Alpha.ts -> shell/admin/beta/Beta.ts',
        'widgets-reach-areas-by-index: widgets/other/deep.ts -> widgets/area/Widget.ts',
      ].sort(),
    );
  }, 60_000);
});
