// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { artifactDirectory, relay } from '../../build/relay-plugin.ts';

const webDir = fileURLToPath(new URL('../..', import.meta.url));
const startDir = process.cwd();

async function transformFrom(cwd: string) {
  process.chdir(cwd);
  const plugin = relay() as { transform(code: string, id: string): Promise<{ code: string } | null> };
  const source =
    'import { graphql } from "react-relay";\nexport const q = graphql`query ShopQuery { cart { id } }`;\n';
  return plugin.transform(source, path.join(webDir, 'src', 'features', 'shop', 'ShopQuery.ts'));
}

describe('relay plugin', () => {
  afterEach(() => process.chdir(startDir));

  it('finds the artifact directory from relay.config.json, not from the working directory', () => {
    expect(artifactDirectory).toBe(path.join(webDir, 'src', '__generated__'));
  });

  it('turns a graphql tag into an import of the same artifact from the repository root and from web/', async () => {
    const fromRoot = await transformFrom(path.join(webDir, '..'));
    const fromWeb = await transformFrom(webDir);
    // src/features/shop -> src/__generated__, whichever folder the run started in.
    expect(fromRoot?.code).toContain('from "../../__generated__/ShopQuery.graphql"');
    expect(fromRoot?.code).toBe(fromWeb?.code);
  });
});
