// Every table, for drizzle-kit and the typed database handle. Each feature owns its tables.
export * from '../features/roles/roles.table.js';
export * from '../features/users/users.table.js';
export * from '../features/auth/auth.table.js';
export * from '../features/sessions/sessions.table.js';
export * from '../features/subscriptions/subscriptions.table.js';
export * from '../features/qr-codes/qr-codes.table.js';
export * from '../features/albums/albums.table.js';
export * from '../features/blocked-ips/blocked-ips.table.js';
export * from '../features/posts/posts.table.js';
export * from '../features/media/media.table.js';
export * from '../features/coupons/coupons.table.js';
export * from '../features/bank-accounts/bank-accounts.table.js';
export * from '../features/bills/bills.table.js';
export * from '../features/legal-pages/legal-pages.table.js';
export * from '../features/settings/settings.table.js';
export * from '../features/share/uploads.table.js';
export * from '../features/jobs/jobs.table.js';
