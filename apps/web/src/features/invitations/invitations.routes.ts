// The digital invitation's owner pages (DESIGN.md §6.5, §7.1; access: pages.ts, the couple's and a
// client's own invitations): the editor with its live preview, and the replies. The guests' page
// (/i/{hash}) is the guest entry's, not here.
import { PAGES } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

// The editor's preview is the guests' card (invitation-card.tsx), worded from the guest texts.
const NAMESPACES = ['invitations', 'invite'];

export const invitationsRoutes = [
  page(PAGES.weddingInvitation, () => import('./invitation-editor-page'), 'InvitationEditorPage', NAMESPACES),
  page(
    PAGES.weddingInvitationMessages,
    () => import('./invitation-messages-page'),
    'InvitationMessagesPage',
    NAMESPACES,
  ),
];
