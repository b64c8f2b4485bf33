// Web route paths that the server also needs (links in mails, QR codes).
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/forgot-password/reset/${encodeURIComponent(token)}`,
  /** The same page, worded as a welcome: the first password of an account made for someone. */
  invitation: (token: string) => `/forgot-password/reset/${encodeURIComponent(token)}?invitation=1`,
  dashboard: '/dashboard',
  accessControl: '/access-control',
  notAuthorized: '/not-authorized',
  share: (hash: string) => `/s/${encodeURIComponent(hash)}`,
  /** A subscriber's moderation page (posts awaiting approval). */
  moderation: '/medias',
  /** Account settings → which mails the user wants. */
  notificationSettings: '/pages/account-settings/notification',
  billingPlans: '/pages/account-settings/billing-plans',
} as const;
