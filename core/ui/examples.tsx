/**
 * Named example states of every ui primitive (STYLE.md 4). The same fixtures feed the unit tests,
 * the axe pass of the end-to-end suite and the gallery (`examples/gallery/`). The texts here are
 * fixture data, as a server or a widget would pass them; the primitives' own texts come from the
 * catalogue.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { Alert } from './Alert';
import { ErrorDialog } from './ErrorDialog';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';
import { Paginator } from './Paginator';
import { SafeHtml } from './SafeHtml';
import { Snackbar } from './Snackbar';
import { Spinner } from './Spinner';
import { SuccessDialog } from './SuccessDialog';
import { Table, type TableColumn } from './Table';

/** One named state: `render` returns an element, so examples with state keep it inside. */
export interface UiExample {
  name: string;
  /** True when the example opens a modal dialog from a button. */
  opensDialog?: boolean;
  render: () => ReactElement;
}

/** A button that opens the dialog `children` renders, as a page would. */
function DialogTrigger({
  label,
  children,
}: {
  label: string;
  children: (open: boolean, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="portico-ui">
      <button type="button" className="portico-button" onClick={() => setOpen(true)}>
        {label}
      </button>
      {children(open, () => setOpen(false))}
    </div>
  );
}

function noop(): void {}

/** Fixture: statement lines as the statement widget would show them. */
export interface ExampleLine {
  id: string;
  date: string;
  description: string;
  debit: string;
  credit: string;
  balance: string;
}

export const exampleLines: readonly ExampleLine[] = [
  { id: 'l1', date: '01/04/2026', description: 'Service charge demand 2026/27 (first half)', debit: '£1,240.00', credit: '', balance: '£1,240.00' },
  { id: 'l2', date: '14/04/2026', description: 'Payment received, thank you', debit: '', credit: '£1,240.00', balance: '£0.00' },
  { id: 'l3', date: '01/10/2026', description: 'Service charge demand 2026/27 (second half)', debit: '£1,240.00', credit: '', balance: '£1,240.00' },
];

export const exampleColumns: readonly TableColumn<ExampleLine>[] = [
  { id: 'date', header: 'Transaction Date', cell: (line) => line.date, rowHeader: true },
  { id: 'description', header: 'Description', cell: (line) => line.description },
  { id: 'debit', header: 'Debit', cell: (line) => line.debit, align: 'end' },
  { id: 'credit', header: 'Credit', cell: (line) => line.credit, align: 'end' },
  { id: 'balance', header: 'Balance', cell: (line) => line.balance, align: 'end' },
];

export const errorDialogDefault: UiExample = {
  name: 'errorDialogDefault',
  opensDialog: true,
  render: () => (
    <DialogTrigger label="Show the default error dialog">
      {(open, close) => <ErrorDialog open={open} onClose={close} />}
    </DialogTrigger>
  ),
};

export const errorDialogWithStatusAndActions: UiExample = {
  name: 'errorDialogWithStatusAndActions',
  opensDialog: true,
  render: () => (
    <DialogTrigger label="Show an error dialog with status and actions">
      {(open, close) => (
        <ErrorDialog
          open={open}
          onClose={close}
          status={503}
          type="Language file"
          description="Couldn't load language file"
          reload
          contactSupport
          onReload={noop}
          onContactSupport={noop}
        />
      )}
    </DialogTrigger>
  ),
};

export const successDialog: UiExample = {
  name: 'successDialog',
  opensDialog: true,
  render: () => (
    <DialogTrigger label="Show the success dialog">
      {(open, close) => (
        <SuccessDialog
          open={open}
          onClose={close}
          html={
            '<p>A request has been raised for changing the correspondence address. It might take a couple of days ' +
            'for the new address to get registered. Go to <a href="/requests">My Requests</a> to view your active request status.</p>'
          }
        />
      )}
    </DialogTrigger>
  ),
};

export const snackbarSuccess: UiExample = {
  name: 'snackbarSuccess',
  render: () => <Snackbar message="The customer was successfully added!" onDismiss={noop} />,
};

export const snackbarError: UiExample = {
  name: 'snackbarError',
  render: () => <Snackbar type="error" message="Could not save your message." onDismiss={noop} />,
};

export const snackbarInfo: UiExample = {
  name: 'snackbarInfo',
  render: () => <Snackbar type="info" message="Your settings have been saved" onDismiss={noop} />,
};

export const alertWithRetry: UiExample = {
  name: 'alertWithRetry',
  render: () => (
    <Alert type="error" onRetry={noop}>
      Something went wrong while fetching the charges
    </Alert>
  ),
};

export const alertTypes: UiExample = {
  name: 'alertTypes',
  render: () => (
    <div className="portico-ui">
      <Alert type="warning" title="Portal access is restricted">
        The account was referred to the client&apos;s solicitors.
      </Alert>
      <Alert type="info">No charges found for the selected period</Alert>
      <Alert type="success">Your password was successfully changed.</Alert>
    </div>
  ),
};

export const spinner: UiExample = {
  name: 'spinner',
  render: () => <Spinner />,
};

export const spinnerHiddenLabel: UiExample = {
  name: 'spinnerHiddenLabel',
  render: () => <Spinner label="Loading user context" hideLabel />,
};

export const fieldWithHint: UiExample = {
  name: 'fieldWithHint',
  render: () => (
    <Field id="example-reference" label="Tenant reference number" hint="It is on your latest service charge demand.">
      <input type="text" />
    </Field>
  ),
};

export const fieldWithError: UiExample = {
  name: 'fieldWithError',
  render: () => (
    <Field id="example-email" label="Email address" error="Enter a valid email address">
      <input type="email" autoComplete="email" defaultValue="owner@example" />
    </Field>
  ),
};

export const errorSummary: UiExample = {
  name: 'errorSummary',
  render: () => (
    <div className="portico-ui">
      <ErrorSummary
        errors={[
          { fieldId: 'summary-first-name', message: 'This field is required' },
          { fieldId: 'summary-code', message: 'Verification code is required' },
        ]}
      />
      <Field id="summary-first-name" label="First name" error="This field is required">
        <input type="text" autoComplete="given-name" />
      </Field>
      <Field id="summary-code" label="Verification code" error="Verification code is required">
        {(control) => <input {...control} type="text" inputMode="numeric" autoComplete="one-time-code" />}
      </Field>
    </div>
  ),
};

function PaginatorExample() {
  const [page, setPage] = useState(2);
  const [pageSize, setPageSize] = useState(25);
  return (
    <Paginator
      page={page}
      pageSize={pageSize}
      pageSizeOptions={[25, 50, 100]}
      total={64}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
    />
  );
}

export const paginator: UiExample = {
  name: 'paginator',
  render: () => <PaginatorExample />,
};

export const tableEmpty: UiExample = {
  name: 'tableEmpty',
  render: () => (
    <Table caption="Transactions" columns={exampleColumns} rows={[]} rowKey={(line) => line.id} />
  ),
};

export const tablePopulated: UiExample = {
  name: 'tablePopulated',
  render: () => (
    <Table caption="Transactions" columns={exampleColumns} rows={exampleLines} rowKey={(line) => line.id} />
  ),
};

export const safeHtml: UiExample = {
  name: 'safeHtml',
  render: () => (
    <SafeHtml
      html={
        '<p><strong>Important:</strong> payments by cheque take 5 working days. ' +
        '<a href="https://example.com/how-to-pay" target="_blank">How to pay</a></p>' +
        // Hostile parts that parse without CSP reports: an inline handler or style attribute would
        // make a strict-CSP page report it (not run it) while DOMPurify parses (see sanitize.ts).
        '<p>Pay by bank transfer. <a href="javascript:alert(1)">Details</a></p><script>alert(2)</script>' +
        '<iframe src="https://example.com/"></iframe>'
      }
    />
  ),
};

/** Every example, in gallery order. */
export const uiExamples: readonly UiExample[] = [
  errorDialogDefault,
  errorDialogWithStatusAndActions,
  successDialog,
  snackbarSuccess,
  snackbarError,
  snackbarInfo,
  alertWithRetry,
  alertTypes,
  spinner,
  spinnerHiddenLabel,
  fieldWithHint,
  fieldWithError,
  errorSummary,
  paginator,
  tableEmpty,
  tablePopulated,
  safeHtml,
];
