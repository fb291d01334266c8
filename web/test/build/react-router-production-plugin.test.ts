import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction } from '../../build/react-router-production-plugin.ts';

type Alias = { find: RegExp; replacement: string };

const aliases = () => {
  const config = reactRouterProduction().config as () => { resolve: { alias: Alias[] } };
  return config().resolve.alias;
};
const replacementOf = (specifier: string) => aliases().find(({ find }) => find.test(specifier))?.replacement;

/** The files a module imports relatively (the package's own chunks). */
const relativeImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/from "(\.\/[^"]+)"/g)].map(([, path]) =>
    join(dirname(file), path!),
  );

describe("React Router's production build", () => {
  it('is what a production build imports for the router and its DOM entry, and only for a build', () => {
    expect(reactRouterProduction().apply).toBe('build');
    expect(replacementOf('react-router')).toMatch(/[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(replacementOf('react-router/dom')).toMatch(/[\\/]dist[\\/]production[\\/]dom-export\.mjs$/);
    expect(replacementOf('react-router-dom')).toBeUndefined();
  });

  it('has its development warnings off, in the chunks both entries share', () => {
    const chunks = new Set(
      [replacementOf('react-router')!, replacementOf('react-router/dom')!].flatMap(relativeImports),
    );
    const code = [...chunks].map((chunk) => readFileSync(chunk, 'utf8')).join('\n');
    expect(code).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(code).not.toContain('var ENABLE_DEV_WARNINGS = true;');
  });
});
