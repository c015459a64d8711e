// The calendar with the slot engine, loaded on demand (see parts.tsx).
export { Calendar } from './Calendar';
