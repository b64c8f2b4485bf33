// What comes below the card on the invitation page: the RSVP form and the published messages. A
// chunk of its own, loaded as the guest scrolls toward it (invite-page.tsx), so a phone shows the
// card from the first download alone (docs/decisions/049).
import { useState } from 'react';
import type { PublicInvitation } from '@hatira/shared/invitations';
import { InviteMessages } from './invite-messages';
import { RsvpSection } from './rsvp-form';

export function InviteExtras({ invitation }: { invitation: PublicInvitation }) {
  const [version, setVersion] = useState(0);
  return (
    <>
      <RsvpSection invitation={invitation} onReplied={() => setVersion((v) => v + 1)} />
      <InviteMessages hash={invitation.hash} version={version} />
    </>
  );
}
