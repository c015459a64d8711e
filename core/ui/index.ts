export {
  adoptUiStyles,
  getUiStyleSheet,
  sheetFor,
  styleRef,
  supportsConstructableStyles,
  uiCss,
  focusRing,
  lightColours,
  darkColours,
  type ColourTokens,
} from './styles';
export { sanitizeHtml, preloadSanitizer } from './sanitize';
export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
export { Dialog, type DialogProps } from './Dialog';
export { ErrorDialog, type ErrorDialogProps } from './ErrorDialog';
export { SuccessDialog, type SuccessDialogProps } from './SuccessDialog';
export {
  $dialog,
  showErrorDialog,
  showSuccessDialog,
  closeDialog,
  type DialogRequest,
  type ErrorDialogOptions,
  type SuccessDialogOptions,
} from './dialogStore';
export { DialogHost, type DialogHostProps } from './DialogHost';
export {
  $snackbar,
  showSnackbar,
  dismissSnackbar,
  SNACKBAR_DURATION_MS,
  type SnackbarRequest,
  type SnackbarType,
} from './snackbarStore';
export { Snackbar, SnackbarHost, type SnackbarProps } from './Snackbar';
export { Alert, type AlertProps, type AlertType } from './Alert';
export { Spinner, type SpinnerProps } from './Spinner';
export { Field, type FieldProps, type FieldControlProps } from './Field';
export {
  ErrorSummary,
  summariseFieldErrors,
  type ErrorSummaryProps,
  type SummaryError,
  type FieldErrorTree,
} from './ErrorSummary';
export { Paginator, type PaginatorProps } from './Paginator';
export { Table, type TableProps, type TableColumn } from './Table';
export { saveFile, base64ToBlob, contentTypeOf } from './download';
export { Loaded, useLoad, useResource, type LoadState } from './Loaded';
export { onDemand, useOnDemand, WithOnDemand, type OnDemandModule, type OnDemandState } from './OnDemand';
export { resizeImage, PROFILE_PICTURE_WIDTH, type ResizedImage } from './resizeImage';
