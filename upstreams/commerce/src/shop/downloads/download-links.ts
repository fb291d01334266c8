import { SignJWT, jwtVerify } from 'jose';
import { now, type Db } from '../db.ts';
import type { ShopServices } from '../services.ts';

/**
 * A downloadable item of an order, as WooCommerce keeps download permissions: a limit on the
 * number of downloads (null = unlimited) and an access expiry (null = never).
 */
export interface DownloadPermission {
  id: number;
  orderId: number;
  customerId: number | null;
  productId: number;
  downloadId: string;
  name: string;
  file: string;
  downloadsRemaining: number | null;
  accessExpires: number | null;
  downloadCount: number;
}

interface PermissionRecord {
  id: number;
  order_id: number;
  customer_id: number | null;
  product_id: number;
  download_id: string;
  name: string;
  file: string;
  downloads_remaining: number | null;
  access_expires: number | null;
  download_count: number;
}

const toPermission = (row: PermissionRecord): DownloadPermission => ({
  id: row.id,
  orderId: row.order_id,
  customerId: row.customer_id,
  productId: row.product_id,
  downloadId: row.download_id,
  name: row.name,
  file: row.file,
  downloadsRemaining: row.downloads_remaining,
  accessExpires: row.access_expires,
  downloadCount: row.download_count,
});

/** Permissions of paid orders only (processing or completed), newest order first. */
export function downloadsOf(
  db: Db,
  where: { orderId: number } | { customerId: number } | { sessionKey: string },
): DownloadPermission[] {
  const [clause, value] =
    'orderId' in where
      ? ['d.order_id = ?', where.orderId]
      : 'customerId' in where
        ? ['o.customer_id = ?', where.customerId]
        : ['o.session_key = ? AND o.customer_id IS NULL', where.sessionKey];
  const rows = db
    .prepare(
      `SELECT d.* FROM download_permissions d JOIN orders o ON o.id = d.order_id
       WHERE ${clause} AND o.status IN ('processing', 'completed') ORDER BY o.created_at DESC, d.id`,
    )
    .all(value) as PermissionRecord[];
  return rows.map(toPermission);
}

export const isUsable = (permission: DownloadPermission, at = now()): boolean =>
  (permission.downloadsRemaining === null || permission.downloadsRemaining > 0) &&
  (permission.accessExpires === null || permission.accessExpires > at);

/** A signed link to one permission, valid for a day; each use counts one download. */
export async function signedDownloadUrl(
  services: ShopServices,
  baseUrl: string,
  permissionId: number,
): Promise<string> {
  const token = await new SignJWT({ typ: 'download', perm: permissionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(services.keys.issuer)
    .setIssuedAt()
    .setExpirationTime('24h')
    .sign(services.keys.secret);
  return `${baseUrl.replace(/\/$/, '')}/shop/download?token=${token}`;
}

export type DownloadOutcome =
  { ok: true; permission: DownloadPermission } | { ok: false; status: number; message: string };

/**
 * Checks a signed link and counts the download in one guarded UPDATE, so two clicks on the
 * last remaining download cannot both succeed.
 */
export async function useDownload(services: ShopServices, token: string): Promise<DownloadOutcome> {
  let permissionId: number;
  try {
    const { payload } = await jwtVerify(token, services.keys.secret, { issuer: services.keys.issuer });
    if (payload.typ !== 'download' || typeof payload.perm !== 'number')
      throw new Error('not a download link');
    permissionId = payload.perm;
  } catch {
    return { ok: false, status: 403, message: 'This download link is invalid or has expired.' };
  }
  const db = services.db;
  const row = db
    .prepare(
      `SELECT d.* FROM download_permissions d JOIN orders o ON o.id = d.order_id WHERE d.id = ? AND o.status IN ('processing', 'completed')`,
    )
    .get(permissionId) as PermissionRecord | undefined;
  if (!row) return { ok: false, status: 404, message: 'This download is not available.' };
  const at = now();
  const result = db
    .prepare(
      `UPDATE download_permissions SET download_count = download_count + 1,
         downloads_remaining = CASE WHEN downloads_remaining IS NULL THEN NULL ELSE downloads_remaining - 1 END
       WHERE id = ? AND (downloads_remaining IS NULL OR downloads_remaining > 0) AND (access_expires IS NULL OR access_expires > ?)`,
    )
    .run(permissionId, at);
  if (result.changes !== 1) {
    const expired = row.access_expires !== null && row.access_expires <= at;
    return {
      ok: false,
      status: 403,
      message: expired
        ? 'Sorry, this download has expired.'
        : 'Sorry, you have reached your download limit for this file.',
    };
  }
  return { ok: true, permission: toPermission(row) };
}
