// The requests area's public surface: the components (no side effects). `element.ts` defines the
// `portico-requests` element.
export { Requests, REQUEST_QUERY_PARAMETER, type RequestsProps } from './Requests';
export { RequestList, REQUESTS_PAGE_SIZE, type RequestListProps } from './RequestList';
export { RequestStatus } from './Status';
export { RequestDetail, type RequestDetailProps } from './RequestDetail';
export { RaiseRequest } from './RaiseRequest';
export type { RaiseRequestProps } from './raiseProps';
export { checkRaise, raiseBody, raiseFields, raisableDevelopments, visiblePremises, draftKey, type RaiseValues, type RaiseContext, type Raiser } from './form';
