// What the invitation page shows of namespaces it shares with the other pages: its refusals and
// the RSVP form's field messages. The build keeps only these keys in the page's copies
// (`errors.json?guest-invite`, `validation.json?guest-invite`: vite.config.ts guestTexts), loaded
// with the page's own `invite` namespace (invite-texts.ts). Plain data: the Vite config reads it.
export const INVITE_PAGE_TEXTS: Readonly<Record<string, readonly string[]>> = {
  // DESIGN.md §6.5's codes (the rest the page can meet is in the guest entry's first file).
  errors: ['INVITATION_NOT_FOUND', 'INVITATION_INACTIVE', 'RSVP_CLOSED', 'TOO_MANY_GUESTS'],
  // rsvp-rules.ts and what the server may send back on the reply's fields.
  validation: ['required', 'tooLong', 'invalid', 'invalidChoice', 'tooMany'],
};
