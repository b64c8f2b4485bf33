// The web app's pages a bill links to (SPEC §2: /subscription/pay/{pay}, /bills/view/{id},
// /bills-management/view/{id}), from the page table (packages/shared/src/paths.ts). The checkout
// answers the first; the mails link to all three.
import { paths } from '@hatira/shared/paths';

export const billPages = {
  pay: paths.subscriptionPay,
  view: paths.billView,
  manage: paths.billsManagementView,
};
