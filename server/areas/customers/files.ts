// The files a managing agent holds for a customer (spec 2 §3 files), each of one development,
// stored under `<dataDir>/files/customers/` with random names: a file's own name is only ever data.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../area';
import { insertCustomerFile } from './service';

function customerFilesDir(ctx: AppContext): string {
  return join(ctx.config.dataDir, 'files', 'customers');
}

/**
 * Stores a customer's file, held by one development, and records it (through `ctx.db`, which may
 * be a transaction's); answers the file's id.
 * @example await storeCustomerFile(ctx, { id: 'cf-olivia-lease', customerId: 'usr-olivia-owner', developmentId: 'dev-riverside-wharf', name: 'Lease.pdf', contentType: 'application/pdf', bytes, updatedAt });
 */
export async function storeCustomerFile(
  ctx: AppContext,
  file: { id?: string; customerId: string; developmentId: string; name: string; contentType: string; bytes: Uint8Array; updatedAt: string },
): Promise<string> {
  const dir = customerFilesDir(ctx);
  mkdirSync(dir, { recursive: true });
  const storedName = randomUUID();
  writeFileSync(join(dir, storedName), file.bytes, { flag: 'wx', mode: 0o600 });
  const id = file.id ?? `cf-${randomUUID()}`;
  await insertCustomerFile(ctx.db, {
    id,
    customer_id: file.customerId,
    development_id: file.developmentId,
    name: file.name,
    stored_name: storedName,
    content_type: file.contentType,
    size: file.bytes.length,
    updated_at: file.updatedAt,
  });
  return id;
}

/**
 * The bytes of a stored customer file, or undefined when they are missing from the disk.
 * @example const bytes = readCustomerFile(ctx, row.stored_name);
 */
export function readCustomerFile(ctx: AppContext, storedName: string): Buffer | undefined {
  try {
    return readFileSync(join(customerFilesDir(ctx), storedName));
  } catch {
    return undefined;
  }
}
