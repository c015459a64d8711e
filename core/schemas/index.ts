// The shared contract: the browser validates every response with these structs and the reference
// API validates every request with them. No DOM here (see common.ts for the two kinds of struct).
// Fixtures for tests live in ./samples (imported directly, not re-exported, so they never ship).
// The documents (shell pages, news files) and the FAQ file (the shell's) are imported by file, out of
// the core's public surface and its size budget: ./documents, ./faq. So are the English texts of
// failures (./errors: the server's 400 messages; widgets word failures from the catalogue).
export * from './common';
export * from './instants';
export type { RuleCode, RuleParams } from './rules';
export * from './user';
export * from './auth';
export * from './signup';
export * from './developments';
export * from './premises';
export * from './charges';
export * from './news';
export * from './tickets';
export * from './facilities';
export * from './notification-preferences';
export * from './feedback';
export * from './support';
export * from './config';
