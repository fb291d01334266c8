import { ConfigError } from './config.ts';

/** The shortest secret production accepts (256 bits of base64url or hex-ish text). */
export const minSecretLength = 32;

/**
 * Values that appear as defaults or examples in the shop's code and docs (compose file, demo
 * data, README placeholders). A production secret equal to one of these is as good as public.
 */
export const knownDefaultSecrets: ReadonlySet<string> = new Set(
  [
    'changeme',
    'change-me',
    'secret',
    'password',
    'nails-local-only',
    'demo-nails-2026',
    'replace-with-32-or-more-random-characters',
  ].map((value) => value.toLowerCase()),
);

/**
 * Why `value` is not good enough as a production secret, or undefined when it is. The one rule
 * every service applies (gateway, commerce, content): set, at least 32 characters, not one
 * character repeated (nor a handful repeated: fewer than 8 different characters), not a known
 * default, not one of the development secrets generated into var/secrets.json.
 */
export function secretWeakness(
  value: string | undefined,
  isGenerated: (value: string) => boolean = () => false,
): string | undefined {
  if (!value) return 'it is not set';
  if (value.length < minSecretLength) return `it has ${value.length} characters`;
  if (new Set(value).size < 8) return 'it repeats too few different characters';
  if (knownDefaultSecrets.has(value.toLowerCase())) return 'it is a default value from the code or docs';
  if (isGenerated(value)) return 'it is a development secret generated into var/secrets.json';
  return undefined;
}

/**
 * In `APP_MODE=production`, throws a `ConfigError` naming every secret setting that fails
 * `secretWeakness`; in other modes does nothing (development runs on generated secrets).
 */
export function assertProductionSecrets(
  service: string,
  mode: string,
  secrets: Record<string, string | undefined>,
  isGenerated: (value: string) => boolean = () => false,
): void {
  if (mode !== 'production') return;
  const problems = Object.entries(secrets).flatMap(([name, value]) => {
    const weakness = secretWeakness(value, isGenerated);
    return weakness
      ? [
          `${name} must be set to a secret of at least ${minSecretLength} characters that is not a default or generated development secret in APP_MODE=production (${weakness})`,
        ]
      : [];
  });
  if (problems.length > 0) throw new ConfigError(service, problems);
}
