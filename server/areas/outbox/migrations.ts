

/** The outbox area's tables, as the query builder types them. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- placeholder until the area moves to the query builder
export interface OutboxTables {}
