/** The folder of PostgreSQL's server programs (initdb, pg_ctl): PORTICO_POSTGRES_BIN, else Debian's newest; null without them. */
export function postgresBin(): string | null;

/** A throwaway cluster on a free loopback port: its admin URL, and how to stop it and remove its folder. */
export function startPostgres(bin: string): Promise<{ url: string; stop(): void }>;

/** What the script says when there is no PostgreSQL to run the tests on. */
export const MISSING_POSTGRES: string;
