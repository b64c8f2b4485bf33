// Every web address, built from the page table (pages.ts): the router's patterns, the menu, the
// search and every link of the web app, and the server's links in mails and QR codes.
import type { Language } from './languages.js';
import { legalPagePath, TERMS_PATH, type LegalSlug } from './legal-slugs.js';
import { PAGES, fillPath } from './pages.js';

const withId = (pattern: string) => (id: string) => fillPath(pattern, { id });

export const paths = {
  home: PAGES.home.path,
  login: PAGES.login.path,
  register: PAGES.register.path,
  forgotPassword: PAGES.forgotPassword.path,
  resetPassword: (token: string) => fillPath(PAGES.resetPassword.path, { token }),
  /** The same page, worded as a welcome: the first password of an account made for someone. */
  invitation: (token: string) => `${fillPath(PAGES.resetPassword.path, { token })}?invitation=1`,
  dashboard: PAGES.dashboard.path,
  accessControl: PAGES.accessControl.path,
  notAuthorized: PAGES.notAuthorized.path,
  pageNotFound: PAGES.pageNotFound.path,
  share: (hash: string) => fillPath(PAGES.share.path, { hash }),
  /** A digital invitation's public page. */
  invite: (hash: string) => fillPath(PAGES.invite.path, { hash }),
  live: (token: string) => fillPath(PAGES.live.path, { token }),
  /** The invitation editor: a new one, or `id`'s. */
  weddingInvitation: (id?: string) =>
    id ? `${PAGES.weddingInvitation.path}?id=${encodeURIComponent(id)}` : PAGES.weddingInvitation.path,
  /** The replies to an invitation. */
  weddingInvitationMessages: (invitationId?: string) =>
    invitationId
      ? `${PAGES.weddingInvitationMessages.path}?invitation=${encodeURIComponent(invitationId)}`
      : PAGES.weddingInvitationMessages.path,
  notQr: PAGES.notQr.path,

  qr: PAGES.qr.path,
  qrAdd: PAGES.qrAdd.path,
  qrEdit: withId(PAGES.qrEdit.path),
  qrManagement: PAGES.qrManagement.path,
  qrManagementEdit: withId(PAGES.qrManagementEdit.path),
  albums: PAGES.albums.path,
  albumAdd: PAGES.albumAdd.path,
  albumEdit: withId(PAGES.albumEdit.path),
  customerAlbums: PAGES.customerAlbums.path,
  customerAlbumAdd: PAGES.customerAlbumAdd.path,
  customerAlbumEdit: withId(PAGES.customerAlbumEdit.path),
  blockedIps: PAGES.blockedIps.path,
  customerBlockedIps: PAGES.customerBlockedIps.path,
  blockedIpsManagement: PAGES.blockedIpsManagement.path,
  /** A subscriber's moderation page (posts awaiting approval). */
  moderation: PAGES.medias.path,
  customerModeration: PAGES.cmedias.path,
  moderationManagement: PAGES.mediasManagement.path,

  users: PAGES.users.path,
  userAdd: PAGES.userAdd.path,
  userEdit: withId(PAGES.userEdit.path),
  roles: PAGES.roles.path,
  roleAdd: PAGES.roleAdd.path,
  roleEdit: withId(PAGES.roleEdit.path),
  permissions: PAGES.permissions.path,
  permissionAdd: PAGES.permissionAdd.path,
  permissionEdit: withId(PAGES.permissionEdit.path),
  customers: PAGES.customers.path,
  customerAdd: PAGES.customerAdd.path,
  customerEdit: withId(PAGES.customerEdit.path),

  subscription: PAGES.subscription.path,
  /** The cart with a plan chosen. */
  subscriptionCart: (planId: string) => `${PAGES.subscriptionCart.path}?plan=${encodeURIComponent(planId)}`,
  /** A bill's pay page (the checkout's `payUrl`). */
  subscriptionPay: (billId: string) => fillPath(PAGES.subscriptionPay.path, { pay: billId }),
  bills: PAGES.bills.path,
  billView: withId(PAGES.billView.path),
  billsManagement: PAGES.billsManagement.path,
  billsManagementView: withId(PAGES.billsManagementView.path),
  priceListIndividual: PAGES.priceListIndividual.path,
  priceListCorporate: PAGES.priceListCorporate.path,
  subscriptions: PAGES.subscriptions.path,
  subscriptionEdit: withId(PAGES.subscriptionEdit.path),
  coupons: PAGES.coupons.path,
  couponAdd: PAGES.couponAdd.path,
  couponEdit: withId(PAGES.couponEdit.path),
  bankAccounts: PAGES.bankAccounts.path,
  bankAccountAdd: PAGES.bankAccountAdd.path,
  bankAccountEdit: withId(PAGES.bankAccountEdit.path),
  legalPages: PAGES.legalPages.path,
  jobs: PAGES.jobs.path,
  legalPageEdit: (slug: LegalSlug, language: Language) =>
    fillPath(PAGES.legalPageEdit.path, { slug, language }),
  /** A legal page's public address (the guests' page, share.html). */
  legalPage: legalPagePath,
  terms: TERMS_PATH,

  /** Account settings → a tab (account, security, billing-plans, notification, connection). */
  accountSettings: (tab: string) => fillPath(PAGES.accountSettings.path, { tab }),
  userProfile: (tab: string) => fillPath(PAGES.userProfile.path, { tab }),
  /** Account settings → which mails the user wants. */
  notificationSettings: fillPath(PAGES.accountSettings.path, { tab: 'notification' }),
  billingPlans: fillPath(PAGES.accountSettings.path, { tab: 'billing-plans' }),
} as const;
