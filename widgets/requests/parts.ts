// The requests view's interactive parts, loaded together on demand (see load.ts).
export { RaiseRequestForm } from './RaiseForm';
export { RequestDetail } from './RequestDetail';
