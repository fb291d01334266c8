import type { Db } from '../db/database.ts';

/**
 * WordPress's options (`get_option` / `update_option`) in the `options` table (migration 011):
 * the shop's settings that change behaviour, read at the moment they apply, so a change by the
 * CLI takes effect on the next request without a restart.
 */
export function getOption(db: Db, name: string, fallback: string): string {
  const row = db.prepare('SELECT value FROM options WHERE name = ?').get(name) as
    { value: string } | undefined;
  return row?.value ?? fallback;
}

export function updateOption(db: Db, name: string, value: string): void {
  db.prepare(
    'INSERT INTO options (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
  ).run(name, value);
}

/** A gateway's settings array (`woocommerce_<id>_settings`, serialized as JSON here). */
export function gatewaySetting(db: Db, gateway: string, key: string, fallback: string): string {
  const value = parseSettings(getOption(db, `woocommerce_${gateway}_settings`, '{}'))[key];
  return typeof value === 'string' ? value : fallback;
}

function parseSettings(text: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
