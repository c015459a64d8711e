/**
 * Samples of the demo data: charge accounts, the charges answer and a bill. How to use them:
 * README.md beside this file.
 */
import type { Bill, ChargeAccount, ChargesResponse } from '../../schemas';
import { sampleIds } from './ids';

/**
 * Flat 1's service charge account: 1234.50 owed.
 *
 * @example
 * sampleChargeAccount.balance; // 1234.5
 */
export const sampleChargeAccount: ChargeAccount = {
  id: sampleIds.flat1ServiceCharge,
  serviceDescription: 'Service charge',
  accountNumber: 'RW-0001-SC',
  paymentMethod: 'Direct debit',
  balance: 1234.5,
};

/**
 * Flat 1's ground rent account: 120.75 in credit.
 *
 * @example
 * sampleCreditAccount.balance; // -120.75
 */
export const sampleCreditAccount: ChargeAccount = {
  id: sampleIds.flat1GroundRent,
  serviceDescription: 'Ground rent',
  accountNumber: 'RW-0001-GR',
  paymentMethod: 'Bank transfer',
  balance: -120.75,
};

/**
 * Olivia Owner's charges: Flat 1 (service charge and ground rent), Flat 2, Apartment 12; the
 * consolidated balance is the sum.
 *
 * @example
 * sampleChargesResponse.totalBalance; // 2289
 */
export const sampleChargesResponse: ChargesResponse = {
  totalBalance: 2289,
  developments: [
    {
      id: sampleIds.riversideWharf,
      name: 'Riverside Wharf',
      premises: [
        {
          id: sampleIds.flat1,
          name: 'Flat 1',
          legalOwner: 'Olivia Owner',
          totalBalance: 1113.75,
          chargeAccounts: [sampleChargeAccount, sampleCreditAccount],
        },
        {
          id: sampleIds.flat2,
          name: 'Flat 2',
          legalOwner: 'Olivia Owner',
          totalBalance: 865.25,
          chargeAccounts: [
            {
              id: sampleIds.flat2ServiceCharge,
              serviceDescription: 'Service charge',
              accountNumber: 'RW-0002-SC',
              paymentMethod: null,
              balance: 865.25,
            },
          ],
        },
      ],
    },
    {
      id: sampleIds.elmCourt,
      name: 'Elm Court',
      premises: [
        {
          id: sampleIds.apartment12,
          name: 'Apartment 12',
          legalOwner: 'Olivia Owner',
          totalBalance: 310,
          chargeAccounts: [
            {
              id: sampleIds.apartment12ServiceCharge,
              serviceDescription: 'Service charge',
              accountNumber: 'EC-0012-SC',
              paymentMethod: 'Cheque',
              balance: 310,
            },
          ],
        },
      ],
    },
  ],
};

/**
 * A bill: a tiny PDF.
 *
 * @example
 * sampleBill.fileName; // 'Flat 1 service charge Q4 2026.pdf'
 */
export const sampleBill: Bill = {
  content: 'JVBERi0xLjcKJeLjz9MKMSAwIG9iaiA8PD4+IGVuZG9iagolJUVPRgo=',
  fileName: 'Flat 1 service charge Q4 2026.pdf',
};
