// The calendar with the slot engine, loaded on demand (see calendarParts.tsx).
export { Calendar } from './Calendar';
