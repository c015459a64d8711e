// The booking view's forms, loaded together on demand (see parts.tsx).
export { BookingForm } from './BookingForm';
export { BookingDetail } from './BookingDetail';
