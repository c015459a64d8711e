// Every table of the API as the query builder types it: each area describes its own tables next
// to the migrations that make them.
import type { AccessLogTables } from '../areas/access-log/migrations';
import type { AccountTables } from '../areas/account/migrations';
import type { AuthTables } from '../areas/auth/migrations';
import type { ChargesTables } from '../areas/charges/migrations';
import type { CoreTables } from '../areas/core/migrations';
import type { CustomersTables } from '../areas/customers/migrations';
import type { DevelopmentsTables } from '../areas/developments/migrations';
import type { DocumentsTables } from '../areas/documents/migrations';
import type { FacilitiesTables } from '../areas/facilities/migrations';
import type { NewsTables } from '../areas/news/migrations';
import type { NotificationsTables } from '../areas/notifications/migrations';
import type { OutboxTables } from '../areas/outbox/migrations';
import type { ParcelsTables } from '../areas/parcels/migrations';
import type { RequestsTables } from '../areas/requests/migrations';
import type { TasksTables } from '../areas/tasks/migrations';
import type { ImportTables } from '../areas/import/migrations';

/** What migrations have run: how many of each area's. */
interface MigrationTables {
  portico_migrations: { area: string; applied: number };
}

/** The whole database. */
export interface Tables
  extends MigrationTables,
    CoreTables,
    OutboxTables,
    AuthTables,
    AccountTables,
    DevelopmentsTables,
    ChargesTables,
    NewsTables,
    RequestsTables,
    FacilitiesTables,
    NotificationsTables,
    DocumentsTables,
    CustomersTables,
    ParcelsTables,
    AccessLogTables,
    TasksTables,
    ImportTables {}
