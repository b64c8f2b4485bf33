// The web app's pages a bill links to (SPEC §2: /subscription/pay/{pay}, /bills/view/{id},
// /bills-management/view/{id}). The checkout answers the first; the mails link to all three.
// When the web's page table (packages/shared/src/pages.ts) lists them, these come from paths.ts.
export const billPages = {
  pay: (billId: string) => `/subscription/pay/${billId}`,
  view: (billId: string) => `/bills/view/${billId}`,
  manage: (billId: string) => `/bills-management/view/${billId}`,
};
