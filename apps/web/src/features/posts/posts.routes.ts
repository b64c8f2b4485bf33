// Guest posts to moderate: the owner's (/medias), a customer's (/cmedias), the platform's.
import { PAGES } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

const moderation = () => import('./moderation-page');
const NAMESPACES = ['posts'];

export const postsRoutes = [
  page(PAGES.medias, moderation, 'SubscriberModerationPage', NAMESPACES),
  page(PAGES.cmedias, moderation, 'CustomerModerationPage', NAMESPACES),
  page(PAGES.mediasManagement, moderation, 'AdminModerationPage', NAMESPACES),
];
