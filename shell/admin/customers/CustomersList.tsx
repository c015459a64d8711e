import { useId, useMemo, useState } from 'react';
import { formatStatementDate } from '../../../core/domain/dates';
import { useT } from '../../../core/i18n';
import type { CustomerRelationship } from '../../../core/schemas/customers';
import { Paginator } from '../../../core/ui/Paginator';
import { Table, type TableColumn } from '../../../core/ui/Table';
import { SearchField } from '../../../core/ui/SearchField';
import { isActiveRow, matchesWords, searchableCustomer, searchWords } from './customerSearch';

/** The page sizes of the customers table (spec 2 §9). */
export const CUSTOMER_PAGE_SIZES = [10, 25, 50] as const;

/**
 * What the customers tab shows, as its address holds it.
 * @example const query: CustomerListQuery = { search: 'olivia', pageSize: 25, inactive: true };
 */
export interface CustomerListQuery {
  search: string;
  pageSize: number;
  inactive: boolean;
}

/**
 * Props of `CustomersList`: every row of the development, what the address asks for, and where a
 * row's name links.
 */
export interface CustomersListProps {
  rows: readonly CustomerRelationship[];
  developmentName: string;
  query: CustomerListQuery;
  onQueryChange: (query: CustomerListQuery) => void;
  hrefOf: (row: CustomerRelationship) => string;
}

/**
 * The customers table with its search, "show inactive" switch and pages (spec 2 §2, §9). Each row's
 * search text is folded once per list, so a keystroke only compares strings, and only the page
 * shown is rendered.
 * @example <CustomersList rows={rows} developmentName="Riverside Wharf" query={query} onQueryChange={setQuery} hrefOf={(row) => `/c/${row.relationshipId}`} />
 */
export function CustomersList({ rows, developmentName, query, onQueryChange, hrefOf }: CustomersListProps) {
  const t = useT();
  const switchId = useId();
  const searchable = useMemo(() => rows.map(searchableCustomer), [rows]);
  const matches = useMemo(() => {
    const words = searchWords(query.search);
    const found: CustomerRelationship[] = [];
    for (const candidate of searchable) {
      if ((query.inactive || isActiveRow(candidate.row)) && matchesWords(candidate, words)) found.push(candidate.row);
    }
    return found;
  }, [searchable, query.search, query.inactive]);
  // Back to the first page whenever what is listed changes.
  const listed = `${query.search}\n${query.inactive}\n${query.pageSize}`;
  const [paging, setPaging] = useState({ listed, page: 1 });
  const page = paging.listed === listed ? paging.page : 1;
  const shown = matches.slice((page - 1) * query.pageSize, page * query.pageSize);

  const columns: TableColumn<CustomerRelationship>[] = [
    { id: 'name', header: t('common.name'), rowHeader: true, cell: (row) => <a href={hrefOf(row)}>{row.fullName}</a> },
    { id: 'premises', header: t('common.premises'), cell: (row) => row.premiseName },
    { id: 'relationship', header: t('common.relationship'), cell: (row) => row.relationship },
    {
      id: 'registered',
      header: t('customers.column.registered'),
      cell: (row) => (row.portalRegistered ? formatStatementDate(row.portalRegistered) : t('customers.notRegistered')),
    },
    { id: 'state', header: t('facilities.booking.stateLabel'), cell: (row) => (isActiveRow(row) ? t('customers.state.active') : t('customers.state.inactive')) },
  ];

  return (
    <>
      <div className="shell-admin-customers__filters">
        <SearchField
          label={t('customers.search.label')}
          value={query.search}
          onChange={(search) => onQueryChange({ ...query, search })}
          found={t('customers.found', { count: matches.length })}
          hideFound
        />
        <div className="shell-admin-customers__switch">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={query.inactive}
            onChange={(event) => onQueryChange({ ...query, inactive: event.currentTarget.checked })}
          />
          <label htmlFor={switchId}>{t('customers.showInactive')}</label>
        </div>
      </div>
      <p className="shell-admin-customers__hint">{t('customers.search.hint')}</p>
      <Table
        caption={t('customers.table.caption', { development: developmentName })}
        hideCaption
        columns={columns}
        rows={shown}
        rowKey={(row) => row.relationshipId}
        emptyText={t('customers.empty')}
      />
      {matches.length > 0 ? (
        <Paginator
          label={t('customers.pages')}
          page={page}
          pageSize={query.pageSize}
          pageSizeOptions={CUSTOMER_PAGE_SIZES}
          total={matches.length}
          onPageChange={(next) => setPaging({ listed, page: next })}
          onPageSizeChange={(pageSize) => onQueryChange({ ...query, pageSize })}
        />
      ) : null}
    </>
  );
}
