/**
 * The data of the header's signed-in box (member-area.tsx), which every page of a signed-in member draws: the profile
 * and the products, and, for a member with a product studied on the legacy site, that site's address and the
 * member's credentials there (loaded beforehand, so that the window opens within the click).
 */
import { accountQueries, linkQueries, productQueries, profileQueries } from '@buddy/api';
import { studiesOnLegacySite } from '@buddy/domain';
import type { AppContext } from '../app/context';

/** Whether any of the member's products is studied on the legacy site. */
export function studiesOnLegacy(products: readonly { prodCd: string }[] | undefined): boolean {
  return (products ?? []).some((product) => studiesOnLegacySite(product.prodCd));
}

/**
 * Starts the box's data (the server draws a page with it: server.tsx). Nothing is waited for or thrown: what fails is
 * the box's to show, as in the browser.
 */
export function prefetchMemberBox({ api, queryClient }: AppContext): void {
  void queryClient.prefetchQuery(profileQueries.me(api));
  queryClient.fetchQuery(productQueries.all(api)).then(
    (answer) => {
      if (!studiesOnLegacy(answer.result)) return;
      void queryClient.prefetchQuery(linkQueries.credential(api));
      void queryClient.prefetchQuery(accountQueries.purunetInfo(api));
    },
    () => undefined,
  );
}
