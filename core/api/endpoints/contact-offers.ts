// The premises a development's staff added for the signed-in customer, waiting for them to take
// them as theirs (server/areas/customers README, Contact offers). Accepting or declining one is
// announced under CONTACT_OFFERS_PATH: the offers, the developments, the premises and the charges
// read again, so an accepted premises shows at once.
import { ContactOffersResponse, type ContactOffer } from '../../schemas/premises';
import { announceChange } from '../changes';
import { apiPath, request, type CallOptions } from '../client';
import { withFallback } from '../extensions';

/** The path a change of the customer's offers is announced under (what the stores it changes listen for). */
export const CONTACT_OFFERS_PATH = '/user/contact-offers';

/**
 * `GET /user/contact-offers`: the customer's offers, by development. An API without the call
 * (`withFallback`) makes no offers: the answer is then none.
 * @example const offers = await getContactOffers();
 */
export function getContactOffers(call?: CallOptions): Promise<ContactOffer[]> {
  return withFallback(
    'contactOffers',
    async () => (await request({ method: 'GET', path: CONTACT_OFFERS_PATH, schema: ContactOffersResponse, ...call })).offers,
    async () => [],
  );
}

/**
 * `POST /user/contact-offers/{id}/accept`: the offer's premises become the customer's; answers the
 * offers left.
 * @example const left = await acceptContactOffer('con-1');
 */
export async function acceptContactOffer(offerId: string, call?: CallOptions): Promise<ContactOffer[]> {
  const { offers } = await request({ method: 'POST', path: apiPath`/user/contact-offers/${offerId}/accept`, schema: ContactOffersResponse, ...call });
  return announceChange(CONTACT_OFFERS_PATH, offers);
}

/**
 * `POST /user/contact-offers/{id}/decline`: the offer is not made again; answers the offers left.
 * @example const left = await declineContactOffer('con-1');
 */
export async function declineContactOffer(offerId: string, call?: CallOptions): Promise<ContactOffer[]> {
  const { offers } = await request({ method: 'POST', path: apiPath`/user/contact-offers/${offerId}/decline`, schema: ContactOffersResponse, ...call });
  return announceChange(CONTACT_OFFERS_PATH, offers);
}
