// Albums of the owner's events (/medias/albums) and of a customer's assigned ones (/cmedias/albums).
import { PAGES } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

const list = () => import('./album-list-page');
const pages = () => import('./album-pages');
const NAMESPACES = ['albums'];

export const albumsRoutes = [
  page(PAGES.albums, list, 'AlbumListPage', NAMESPACES),
  page(PAGES.albumAdd, pages, 'AlbumAddPage', NAMESPACES),
  page(PAGES.albumEdit, pages, 'AlbumEditPage', NAMESPACES),
  page(PAGES.customerAlbums, list, 'AlbumListPage', NAMESPACES),
  page(PAGES.customerAlbumAdd, pages, 'AlbumAddPage', NAMESPACES),
  page(PAGES.customerAlbumEdit, pages, 'AlbumEditPage', NAMESPACES),
];
