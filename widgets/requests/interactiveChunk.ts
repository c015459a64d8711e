// The requests view's interactive parts, loaded together on demand (see interactiveParts.ts).
export { RaiseRequestForm } from './RaiseForm';
export { RequestDetail } from './RequestDetail';
