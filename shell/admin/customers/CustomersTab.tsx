import { useStore } from '@nanostores/react';
import { useT } from '../../../core/i18n';
import type { Development } from '../../../core/schemas';
import { allDevelopmentCustomersStore } from '../../../core/stores/customers';
import { Loaded, useResource } from '../../../core/ui/Loaded';
import { styleRef } from '../../../core/ui/styles';
import { $router, navigate } from '../../router';
import { AddCustomerButton } from './AddCustomer';
import { customerListQuery, customerPath, customersTabPath } from './customersAddress';
import { CustomersList } from './CustomersList';
import { customersCss } from './styles';

/**
 * The development's customers tab (spec 2 §2, §9; admins): Add customer, then the customers with
 * their search, "show inactive" and page size kept in the address. Every row is read once,
 * inactive ones included, so the switch filters in the browser.
 */
export function CustomersTab({ development }: { development: Development }) {
  const t = useT();
  const customers = useResource(allDevelopmentCustomersStore(development.id), t('errors.customers'));
  const query = customerListQuery(useStore($router)?.search ?? {});
  return (
    <section ref={styleRef(customersCss)} className="shell-admin-customers" aria-labelledby="admin-customers-heading">
      <h2 id="admin-customers-heading">{t('customers.title')}</h2>
      <AddCustomerButton development={development} />
      <Loaded state={customers}>
        {(rows) => (
          <CustomersList
            rows={rows}
            developmentName={development.name}
            query={query}
            // In place of the current entry: a keystroke is not a step of the history.
            onQueryChange={(next) => navigate(customersTabPath(development.id, next), true)}
            hrefOf={(row) => customerPath(development.id, row.relationshipId, query)}
          />
        )}
      </Loaded>
    </section>
  );
}
