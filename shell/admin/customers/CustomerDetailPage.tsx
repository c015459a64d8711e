import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import { getCustomerFile } from '../../../core/api/endpoints/customers';
import { formatStatementDate } from '../../../core/domain/dates';
import { useT } from '../../../core/i18n';
import type { Development } from '../../../core/schemas';
import type { CustomerDetail, CustomerFile, CustomerPerson, CustomerPremises, CustomerRelationship } from '../../../core/schemas/customers';
import type { NewsPreferences } from '../../../core/schemas/user';
import { allDevelopmentCustomersStore, customerStore } from '../../../core/stores/customers';
import { updateResource } from '../../../core/stores/query';
import { Loaded, useResource } from '../../../core/ui/Loaded';
import { Paginator } from '../../../core/ui/Paginator';
import { styleRef } from '../../../core/ui/styles';
import { Table, type TableColumn } from '../../../core/ui/Table';
import { DownloadFailure, useFileDownload } from '../../../core/ui/useFileDownload';
import { $router } from '../../router';
import { AddPremisesButton, DeactivatePremisesButton, ResetPasswordButton } from './CustomerActions';
import { customerListQuery, customerPath, customersTabPath } from './customersAddress';
import type { CustomerListQuery } from './CustomersList';
import { customersCss } from './styles';
import { ViewAsButton } from './ViewAsButton';

/** The files table's one page size (spec 2 §9). */
const FILE_PAGE_SIZE = 10;

/** The four news preference flags and their names' catalogue ids, spelt out so each id can be found. */
const NEWS_FLAGS = [
  ['urgentNewsText', 'common.newsPreferences.urgentNewsText'],
  ['urgentNewsEmail', 'common.newsPreferences.urgentNewsEmail'],
  ['importantNewsEmail', 'common.newsPreferences.importantNewsEmail'],
  ['standardNewsEmail', 'common.newsPreferences.standardNewsEmail'],
] as const satisfies readonly (readonly [keyof NewsPreferences, string])[];

/**
 * One customer at customers/{relationshipId} (spec 2 §2): the relationship is looked up in the
 * development's customers, then the customer read with `GET /customers/{id}`. The way back keeps
 * the list's search, which the address carries.
 */
export function CustomerDetailPage({ development, relationshipId }: { development: Development; relationshipId: string }) {
  const t = useT();
  const query = customerListQuery(useStore($router)?.search ?? {});
  const customers = useResource(allDevelopmentCustomersStore(development.id), t('errors.customers'));
  const back = <a href={customersTabPath(development.id, query)}>{t('customers.backToList')}</a>;
  return (
    <div ref={styleRef(customersCss)} className="shell-admin-customer">
      <p>{back}</p>
      <Loaded state={customers}>
        {(rows) => {
          const row = rows.find((candidate) => candidate.relationshipId === relationshipId);
          if (!row) return <p role="alert">{t('customers.detail.notFound')}</p>;
          return <CustomerView row={row} development={development} query={query} />;
        }}
      </Loaded>
    </div>
  );
}

function CustomerView({ row, development, query }: { row: CustomerRelationship; development: Development; query: CustomerListQuery }) {
  const t = useT();
  const customer = useResource(customerStore(row.id, development.id), t('errors.customer'));
  return (
    <Loaded state={customer}>
      {(detail) => (
        <CustomerSections
          customer={detail}
          relationshipId={row.relationshipId}
          development={development}
          personHref={(person) => customerPath(development.id, person.relationshipId, query)}
        />
      )}
    </Loaded>
  );
}

/**
 * The customer's sections: details, actions, people, premises, news preferences and files. An
 * action hands back the customer as the API now has them, which replaces the one shown.
 */
function CustomerSections({ customer, relationshipId, development, personHref }: { customer: CustomerDetail; relationshipId: string; development: Development; personHref: (person: CustomerPerson) => string }) {
  const t = useT();
  const onChange = (changed: CustomerDetail) =>
    updateResource<CustomerDetail>(`customer-detail@${development.id}`, (shown) => (shown.id === changed.id ? changed : shown));
  const state = (active: boolean) => (active ? t('customers.state.active') : t('customers.state.inactive'));
  const peopleColumns: TableColumn<CustomerPerson>[] = [
    { id: 'name', header: t('common.name'), rowHeader: true, cell: (person) => <a href={personHref(person)}>{person.fullName}</a> },
    { id: 'premises', header: t('common.premises'), cell: (person) => person.premiseName },
    { id: 'relationship', header: t('common.relationship'), cell: (person) => person.relationship },
    { id: 'state', header: t('facilities.booking.stateLabel'), cell: (person) => state(person.relationshipStateCode === 0) },
  ];
  const premisesColumns: TableColumn<CustomerPremises>[] = [
    { id: 'name', header: t('common.name'), rowHeader: true, cell: (premises) => premises.name },
    { id: 'relationship', header: t('common.relationship'), cell: (premises) => premises.relationship },
    { id: 'state', header: t('facilities.booking.stateLabel'), cell: (premises) => state(premises.relationshipActive) },
    { id: 'main', header: t('premises.mainResidence.title'), cell: (premises) => (premises.isMainResidence ? t('common.yes') : t('common.no')) },
    {
      id: 'actions',
      header: t('customers.column.actions'),
      cell: (premises) => <DeactivatePremisesButton customer={customer} premises={premises} developmentId={development.id} onChange={onChange} />,
    },
  ];
  return (
    <>
      <h2>{customer.fullName}</h2>
      <section aria-labelledby="customer-details">
        <h3 id="customer-details">{t('customers.detail.details')}</h3>
        <Details
          items={[
            [t('common.nameTitle'), customer.title ?? ''],
            [t('common.email'), customer.email ?? ''],
            [t('common.mainNumber'), customer.mainNumber ?? ''],
            [t('customers.column.registered'), customer.portalRegistered ? t('customers.registered', { date: formatStatementDate(customer.portalRegistered) }) : t('customers.notRegistered')],
            [t('facilities.booking.stateLabel'), state(customer.stateCode === 0)],
          ]}
        />
      </section>
      <div className="shell-admin-customer__actions">
        <AddPremisesButton customer={customer} development={development} onChange={onChange} />
        <ResetPasswordButton customer={customer} />
        <ViewAsButton customer={customer} relationshipId={relationshipId} developmentId={development.id} />
      </div>
      <section aria-labelledby="customer-people">
        <h3 id="customer-people">{t('customers.detail.people')}</h3>
        <Table caption={t('customers.people.caption')} hideCaption columns={peopleColumns} rows={customer.people} rowKey={(person) => person.relationshipId} emptyText={t('common.empty.people')} />
      </section>
      <section aria-labelledby="customer-premises">
        <h3 id="customer-premises">{t('customers.detail.premises')}</h3>
        <Table caption={t('customers.premises.caption')} hideCaption columns={premisesColumns} rows={customer.premises} rowKey={(premises) => premises.relationshipId} emptyText={t('common.empty.premises')} />
      </section>
      <section aria-labelledby="customer-news">
        <h3 id="customer-news">{t('common.newsPreferences.title')}</h3>
        <Details
          items={NEWS_FLAGS.map(([flag, name]) => {
            const value = customer.newsPreferences?.[flag];
            return [t(name), value === undefined ? t('customers.newsPreferences.notSet') : value ? t('common.yes') : t('common.no')];
          })}
        />
      </section>
      <Files customer={customer} />
    </>
  );
}

/** Label and value pairs; a value the customer has not given shows as a dash. */
function Details({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="shell-admin-customer__details">
      {items.map(([label, value]) => (
        <div key={label} className="shell-admin-customer__detail">
          <dt>{label}</dt>
          <dd>{value === '' ? '–' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A file's size in KB below 1 MB, else in MB, one decimal.
 * @example fileSize(48_213) // '47.1 KB'
 */
function fileSize(bytes: number, t: ReturnType<typeof useT>): string {
  const kb = bytes / 1024;
  return kb < 1024 ? t('customers.files.kb', { size: kb.toFixed(1) }) : t('customers.files.mb', { size: (kb / 1024).toFixed(1) });
}

function Files({ customer }: { customer: CustomerDetail }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const shown = customer.files.slice((page - 1) * FILE_PAGE_SIZE, page * FILE_PAGE_SIZE);
  const columns: TableColumn<CustomerFile>[] = [
    { id: 'name', header: t('common.name'), rowHeader: true, cell: (file) => <FileDownload customerId={customer.id} file={file} /> },
    { id: 'size', header: t('customers.files.size'), align: 'end', cell: (file) => fileSize(file.size, t) },
    { id: 'updated', header: t('customers.files.updatedAt'), cell: (file) => formatStatementDate(file.updatedAt) },
  ];
  return (
    <section aria-labelledby="customer-files">
      <h3 id="customer-files">{t('customers.files.title')}</h3>
      <Table caption={t('customers.files.caption', { name: customer.fullName })} hideCaption columns={columns} rows={shown} rowKey={(file) => file.id} emptyText={t('common.empty.files')} />
      {customer.files.length > FILE_PAGE_SIZE ? (
        <Paginator
          label={t('customers.files.pages')}
          page={page}
          pageSize={FILE_PAGE_SIZE}
          pageSizeOptions={[FILE_PAGE_SIZE]}
          total={customer.files.length}
          onPageChange={setPage}
          onPageSizeChange={() => setPage(1)}
        />
      ) : null}
    </section>
  );
}

/** A file's name as a button that downloads it with the staff member's token, and its failure. */
function FileDownload({ customerId, file }: { customerId: string; file: CustomerFile }) {
  const t = useT();
  const failed = t('documents.download.failed');
  const download = useFileDownload(() => getCustomerFile(customerId, file.id, { errorPrefix: failed }), failed);
  return (
    <>
      <button
        type="button"
        className="shell-admin-customer__file"
        aria-label={t('customers.files.download', { name: file.name })}
        aria-disabled={download.pending || undefined}
        onClick={() => void download.start()}
      >
        {file.name}
      </button>
      <DownloadFailure download={download} />
    </>
  );
}
