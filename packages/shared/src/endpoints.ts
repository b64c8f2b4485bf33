// The admin API by address: what each call takes and answers, as types only. The server's routes
// declare the same schemas (apps/server/src/features/*/*.routes.ts); the web client
// (apps/web/src/lib/api.ts) reads the types from here, so a call names its endpoint and gets the
// right body and answer without picking a type by hand. Types only: importing this file adds no
// byte to a page. Requests are the schemas' input (what a caller may send), answers their output.
// `:name` in an address is a path parameter; `response: void` is a 204 (or an answer unused).
import type { z } from 'zod';
import type { Album, createAlbumBodySchema, listAlbumsQuerySchema, updateAlbumBodySchema } from './albums.js';
import type {
  AuthResponse,
  forgotPasswordBodySchema,
  loginBodySchema,
  MeResponse,
  registerBodySchema,
  resetPasswordBodySchema,
} from './auth.js';
import type { Job, listJobsQuerySchema } from './jobs.js';
import type {
  BankAccount,
  bankAccountBodySchema,
  listBankAccountsQuerySchema,
  updateBankAccountBodySchema,
} from './bank-accounts.js';
import type {
  Bill,
  BillingPrefill,
  BillPayment,
  checkoutBodySchema,
  CheckoutResponse,
  listBillsQuerySchema,
  paymentNoticeBodySchema,
  Quote,
  quoteQuerySchema,
  rejectPaymentBodySchema,
} from './bills.js';
import type { BlockedIp, createBlockedIpBodySchema, listBlockedIpsQuerySchema } from './blocked-ips.js';
import type { ListResponse } from './common.js';
import type {
  listNotificationsQuerySchema,
  markNotificationsReadBodySchema,
  NotificationList,
} from './notifications.js';
import type {
  Coupon,
  couponBodySchema,
  CouponDetail,
  listCouponsQuerySchema,
  updateCouponBodySchema,
} from './coupons.js';
import type {
  createCustomerBodySchema,
  Customer,
  CustomerDetail,
  listCustomersQuerySchema,
  updateCustomerBodySchema,
} from './customers.js';
import type { DashboardResponse } from './dashboard.js';
import type {
  LegalPage,
  legalPageQuerySchema,
  LegalPageSummary,
  LegalPageVersion,
  LegalPreview,
  previewLegalPageBodySchema,
  updateLegalPageBodySchema,
} from './legal-pages.js';
import type {
  BlockOptionsResponse,
  blockGuestBodySchema,
  blockGuestResponseSchema,
  bulkPostsBodySchema,
  downloadQuerySchema,
  DownloadLinkResponse,
  listPostsQuerySchema,
  Post,
} from './posts.js';
import type {
  AvatarResponse,
  changePasswordBodySchema,
  NotificationSettings,
  Profile,
  ProfilePlan,
  updateNotificationSettingsBodySchema,
  updateProfileBodySchema,
} from './profile.js';
import type {
  createQrCodeBodySchema,
  listQrCodesQuerySchema,
  QrCode,
  SlideshowLinkResponse,
  updateQrCodeBodySchema,
} from './qr-codes.js';
import type {
  listPermissionsQuerySchema,
  Permission,
  permissionBodySchema,
  Role,
  roleBodySchema,
  updatePermissionBodySchema,
  updateRoleBodySchema,
} from './roles.js';
import type {
  createPrintOrderBodySchema,
  CreatePrintOrderResponse,
  listPrintCategoriesQuerySchema,
  listPrintDesignsQuerySchema,
  listPrintOrdersQuerySchema,
  listProductsQuerySchema,
  PrintCategory,
  printCategoryBodySchema,
  PrintDesign,
  printDesignBodySchema,
  PrintOrder,
  Product,
  updatePrintCategoryBodySchema,
  updatePrintDesignBodySchema,
  updatePrintOrderBodySchema,
} from './printing.js';
import type {
  createInvitationReplyBodySchema,
  CreateInvitationReplyResponse,
  Invitation,
  invitationBodySchema,
  InvitationMessage,
  InvitationMessageList,
  listInvitationMessagesQuerySchema,
  listInvitationsQuerySchema,
  PublicInvitation,
  PublicInvitationMessages,
  publicInvitationMessagesQuerySchema,
  updateInvitationBodySchema,
  updateInvitationMessageBodySchema,
} from './invitations.js';
import type { SessionList } from './sessions.js';
import type { SellerSettings, updateSellerSettingsBodySchema } from './settings.js';
import type {
  createSubscriptionBodySchema,
  listSubscriptionPlansQuerySchema,
  listSubscriptionsQuerySchema,
  planBodySchema,
  Subscription,
  SubscriptionPlan,
  updatePlanBodySchema,
  updateSubscriptionBodySchema,
} from './subscriptions.js';
import type {
  createUserBodySchema,
  deleteUserQuerySchema,
  listUsersQuerySchema,
  updateUserBodySchema,
  User,
} from './users.js';

type In<S extends z.ZodType> = z.input<S>;
interface Count {
  count: number;
}

export interface Endpoints {
  'POST /api/auth/login': { body: In<typeof loginBodySchema>; response: AuthResponse };
  'POST /api/auth/register': { body: In<typeof registerBodySchema>; response: AuthResponse };
  'GET /api/auth/me': { response: MeResponse };
  'POST /api/auth/logout': { response: void };
  'POST /api/auth/forgot-password': { body: In<typeof forgotPasswordBodySchema>; response: void };
  'POST /api/auth/reset-password': { body: In<typeof resetPasswordBodySchema>; response: void };

  'GET /api/dashboard': { response: DashboardResponse };

  'GET /api/qr-codes': { query: In<typeof listQrCodesQuerySchema>; response: ListResponse<QrCode> };
  'POST /api/qr-codes': { body: In<typeof createQrCodeBodySchema>; response: QrCode };
  'GET /api/qr-codes/:id': { response: QrCode };
  'PATCH /api/qr-codes/:id': { body: In<typeof updateQrCodeBodySchema>; response: QrCode };
  'DELETE /api/qr-codes/:id': { response: void };
  'POST /api/qr-codes/:id/slideshow': { response: SlideshowLinkResponse };
  'DELETE /api/qr-codes/:id/slideshow': { response: void };
  'POST /api/qr-codes/:id/download-link': {
    query: In<typeof downloadQuerySchema>;
    response: DownloadLinkResponse;
  };

  'GET /api/albums': { query: In<typeof listAlbumsQuerySchema>; response: ListResponse<Album> };
  'POST /api/albums': { body: In<typeof createAlbumBodySchema>; response: Album };
  'GET /api/albums/:id': { response: Album };
  'PATCH /api/albums/:id': { body: In<typeof updateAlbumBodySchema>; response: Album };
  'DELETE /api/albums/:id': { response: void };
  'POST /api/albums/:id/reveal': { response: Album };
  'POST /api/albums/:id/download-link': {
    query: In<typeof downloadQuerySchema>;
    response: DownloadLinkResponse;
  };

  'GET /api/posts': { query: In<typeof listPostsQuerySchema>; response: ListResponse<Post> };
  'GET /api/posts/pending-count': { response: Count };
  'POST /api/posts/:id/approve': { response: Post };
  'POST /api/posts/:id/reject': { response: Post };
  'DELETE /api/posts/:id': { response: void };
  'POST /api/posts/bulk': { body: In<typeof bulkPostsBodySchema>; response: Count };
  'GET /api/posts/:id/block-options': { response: BlockOptionsResponse };
  'POST /api/posts/:id/block': {
    body: In<typeof blockGuestBodySchema>;
    response: z.output<typeof blockGuestResponseSchema>;
  };

  'GET /api/blocked-ips': { query: In<typeof listBlockedIpsQuerySchema>; response: ListResponse<BlockedIp> };
  'POST /api/blocked-ips': { body: In<typeof createBlockedIpBodySchema>; response: BlockedIp };
  'DELETE /api/blocked-ips/:id': { response: void };

  'GET /api/customers': { query: In<typeof listCustomersQuerySchema>; response: ListResponse<Customer> };
  'POST /api/customers': { body: In<typeof createCustomerBodySchema>; response: CustomerDetail };
  'GET /api/customers/:id': { response: CustomerDetail };
  'PATCH /api/customers/:id': { body: In<typeof updateCustomerBodySchema>; response: CustomerDetail };
  'DELETE /api/customers/:id': { response: void };
  'POST /api/customers/:id/invitation': { response: void };

  'GET /api/users': { query: In<typeof listUsersQuerySchema>; response: ListResponse<User> };
  'POST /api/users': { body: In<typeof createUserBodySchema>; response: User };
  'GET /api/users/:id': { response: User };
  'PATCH /api/users/:id': { body: In<typeof updateUserBodySchema>; response: User };
  'DELETE /api/users/:id': { query: In<typeof deleteUserQuerySchema>; response: void };
  'POST /api/users/:id/password-reset': { response: void };
  'GET /api/users/:id/sessions': { response: SessionList };
  'DELETE /api/users/:id/sessions/:sessionId': { response: void };

  'GET /api/roles': { response: ListResponse<Role> };
  'POST /api/roles': { body: In<typeof roleBodySchema>; response: Role };
  'GET /api/roles/:id': { response: Role };
  'PATCH /api/roles/:id': { body: In<typeof updateRoleBodySchema>; response: Role };
  'DELETE /api/roles/:id': { response: void };

  'GET /api/permissions': {
    query: In<typeof listPermissionsQuerySchema>;
    response: ListResponse<Permission>;
  };
  'POST /api/permissions': { body: In<typeof permissionBodySchema>; response: Permission };
  'GET /api/permissions/:id': { response: Permission };
  'PATCH /api/permissions/:id': { body: In<typeof updatePermissionBodySchema>; response: Permission };
  'DELETE /api/permissions/:id': { response: void };

  'GET /api/profile': { response: Profile };
  'PATCH /api/profile': { body: In<typeof updateProfileBodySchema>; response: Profile };
  'POST /api/profile/password': { body: In<typeof changePasswordBodySchema>; response: void };
  'GET /api/profile/sessions': { response: SessionList };
  'DELETE /api/profile/sessions': { response: void };
  'DELETE /api/profile/sessions/:sessionId': { response: void };
  'GET /api/profile/plan': { response: ProfilePlan };
  'GET /api/profile/notifications': { response: NotificationSettings };
  'PATCH /api/profile/notifications': {
    body: In<typeof updateNotificationSettingsBodySchema>;
    response: NotificationSettings;
  };
  /** Multipart: the picture in the field `file`. */
  'POST /api/profile/avatar': { body: FormData; response: AvatarResponse };
  'DELETE /api/profile/avatar': { response: void };

  'GET /api/subscription-plans': {
    query: In<typeof listSubscriptionPlansQuerySchema>;
    response: ListResponse<SubscriptionPlan>;
  };
  'POST /api/subscription-plans': { body: In<typeof planBodySchema>; response: SubscriptionPlan };
  'GET /api/subscription-plans/:id': { response: SubscriptionPlan };
  'PATCH /api/subscription-plans/:id': { body: In<typeof updatePlanBodySchema>; response: SubscriptionPlan };
  'DELETE /api/subscription-plans/:id': { response: void };

  'GET /api/subscriptions': {
    query: In<typeof listSubscriptionsQuerySchema>;
    response: ListResponse<Subscription>;
  };
  'POST /api/subscriptions': { body: In<typeof createSubscriptionBodySchema>; response: Subscription };
  'GET /api/subscriptions/:id': { response: Subscription };
  'PATCH /api/subscriptions/:id': { body: In<typeof updateSubscriptionBodySchema>; response: Subscription };

  'GET /api/coupons': { query: In<typeof listCouponsQuerySchema>; response: ListResponse<Coupon> };
  'POST /api/coupons': { body: In<typeof couponBodySchema>; response: Coupon };
  'GET /api/coupons/:id': { response: CouponDetail };
  'PATCH /api/coupons/:id': { body: In<typeof updateCouponBodySchema>; response: Coupon };
  'DELETE /api/coupons/:id': { response: void };

  'GET /api/bank-accounts': {
    query: In<typeof listBankAccountsQuerySchema>;
    response: ListResponse<BankAccount>;
  };
  'POST /api/bank-accounts': { body: In<typeof bankAccountBodySchema>; response: BankAccount };
  'GET /api/bank-accounts/:id': { response: BankAccount };
  'PATCH /api/bank-accounts/:id': { body: In<typeof updateBankAccountBodySchema>; response: BankAccount };
  'DELETE /api/bank-accounts/:id': { response: void };

  'GET /api/jobs': { query: In<typeof listJobsQuerySchema>; response: ListResponse<Job> };
  'POST /api/jobs/:id/retry': { response: Job };

  'GET /api/notifications': { query: In<typeof listNotificationsQuerySchema>; response: NotificationList };
  'POST /api/notifications/read': { body: In<typeof markNotificationsReadBodySchema>; response: void };

  'GET /api/settings/seller': { response: SellerSettings };
  'PUT /api/settings/seller': { body: In<typeof updateSellerSettingsBodySchema>; response: SellerSettings };

  /** Public: no sign-in needed. */
  'GET /api/legal-pages/:slug': { query: In<typeof legalPageQuerySchema>; response: LegalPage };
  'GET /api/legal-pages': { response: ListResponse<LegalPageSummary> };
  'PUT /api/legal-pages/:slug/:language': { body: In<typeof updateLegalPageBodySchema>; response: LegalPage };
  'GET /api/legal-pages/:slug/:language/versions': { response: ListResponse<LegalPageVersion> };
  'POST /api/legal-pages/preview': { body: In<typeof previewLegalPageBodySchema>; response: LegalPreview };
  'GET /api/checkout/quote': { query: In<typeof quoteQuerySchema>; response: Quote };
  'GET /api/checkout/billing': { response: BillingPrefill };
  'POST /api/checkout': { body: In<typeof checkoutBodySchema>; response: CheckoutResponse };
  'GET /api/bills': { query: In<typeof listBillsQuerySchema>; response: ListResponse<Bill> };
  'GET /api/bills/:id': { response: Bill };
  // GET /api/bills/:id/pdf answers PDF bytes, not JSON: fetched as a blob, outside this client.
  'GET /api/bills/:id/payment': { response: BillPayment };
  'POST /api/bills/:id/payment-notice': { body: In<typeof paymentNoticeBodySchema>; response: Bill };
  'POST /api/bills/:id/confirm': { response: Bill };
  'POST /api/bills/:id/reject': { body: In<typeof rejectPaymentBodySchema>; response: Bill };
  'POST /api/bills/:id/cancel': { response: Bill };
  'POST /api/bills/:id/refund': { response: Bill };

  'GET /api/printing/categories': {
    query: In<typeof listPrintCategoriesQuerySchema>;
    response: ListResponse<PrintCategory>;
  };
  'POST /api/printing/categories': { body: In<typeof printCategoryBodySchema>; response: PrintCategory };
  'GET /api/printing/categories/:id': { response: PrintCategory };
  'PATCH /api/printing/categories/:id': {
    body: In<typeof updatePrintCategoryBodySchema>;
    response: PrintCategory;
  };
  'DELETE /api/printing/categories/:id': { response: void };
  'GET /api/printing/designs': {
    query: In<typeof listPrintDesignsQuerySchema>;
    response: ListResponse<PrintDesign>;
  };
  'POST /api/printing/designs': { body: In<typeof printDesignBodySchema>; response: PrintDesign };
  'GET /api/printing/designs/:id': { response: PrintDesign };
  'PATCH /api/printing/designs/:id': { body: In<typeof updatePrintDesignBodySchema>; response: PrintDesign };
  'DELETE /api/printing/designs/:id': { response: void };
  /** Multipart: the PNG or JPEG in the field `file`. */
  'POST /api/printing/designs/:id/background': { body: FormData; response: PrintDesign };
  // GET /api/printing/designs/:id/proof.pdf, /api/printing/orders/:id/print.pdf and
  // /api/qr-codes/:id/card.pdf answer PDF bytes: fetched as blobs, outside this client.
  'GET /api/printing/orders': {
    query: In<typeof listPrintOrdersQuerySchema>;
    response: ListResponse<PrintOrder>;
  };
  'POST /api/printing/orders': {
    body: In<typeof createPrintOrderBodySchema>;
    response: CreatePrintOrderResponse;
  };
  'GET /api/printing/orders/:id': { response: PrintOrder };
  'PATCH /api/printing/orders/:id': { body: In<typeof updatePrintOrderBodySchema>; response: PrintOrder };
  'POST /api/printing/orders/:id/cancel': { response: PrintOrder };
  'GET /api/store/products': { query: In<typeof listProductsQuerySchema>; response: ListResponse<Product> };

  'GET /api/invitations': {
    query: In<typeof listInvitationsQuerySchema>;
    response: ListResponse<Invitation>;
  };
  'POST /api/invitations': { body: In<typeof invitationBodySchema>; response: Invitation };
  'GET /api/invitations/:id': { response: Invitation };
  'PATCH /api/invitations/:id': { body: In<typeof updateInvitationBodySchema>; response: Invitation };
  'DELETE /api/invitations/:id': { response: void };
  /** Multipart: the photo in the field `file` (cropped to the cover, served as WebP). */
  'POST /api/invitations/:id/cover': { body: FormData; response: Invitation };
  'DELETE /api/invitations/:id/cover': { response: Invitation };
  'GET /api/invitations/:id/messages': {
    query: In<typeof listInvitationMessagesQuerySchema>;
    response: InvitationMessageList;
  };
  'PATCH /api/invitations/:id/messages/:messageId': {
    body: In<typeof updateInvitationMessageBodySchema>;
    response: InvitationMessage;
  };
  'DELETE /api/invitations/:id/messages/:messageId': { response: void };
  // GET /api/invitations/:id/messages.csv, /api/invitations/:id/qr.{png,svg} and
  // /api/invite/:hash/calendar.ics answer files: fetched as blobs or links, outside this client.
  /** Public: no sign-in needed. */
  'GET /api/invite/:hash': { response: PublicInvitation };
  'GET /api/invite/:hash/messages': {
    query: In<typeof publicInvitationMessagesQuerySchema>;
    response: PublicInvitationMessages;
  };
  'POST /api/invite/:hash/messages': {
    body: In<typeof createInvitationReplyBodySchema>;
    response: CreateInvitationReplyResponse;
  };
}

export type Endpoint = keyof Endpoints;
