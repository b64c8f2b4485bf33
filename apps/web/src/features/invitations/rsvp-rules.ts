// The RSVP form's rules, with the server's limits and texts (createInvitationReplyBodySchema of
// @hatira/shared/invitations; SPEC §5): name required ≤ 50, message ≤ 150, attending chosen, and
// 1…maxGuestsPerReply guests when attending. Written out rather than run through the zod schema,
// which would add ~30 KB to a guest's phone for four rules; the texts are the shared keys. Also
// what this device remembers of its reply (lib/storage, prefixed and encrypted like the rest).
import { matchFieldError } from '@hatira/shared/field-errors';
import { getJSON, setJSON } from '../../lib/storage';

/**
 * = NAME_MAX and MESSAGE_MAX of @hatira/shared/limits, repeated: imported by this page too, that
 * module would become a chunk of its own on every event page's first load (+0.07 KB).
 * rsvp-rules.test.ts keeps them equal.
 */
export const NAME_MAX = 50;
export const MESSAGE_MAX = 150;

/** A translation key and its values, translated when shown (so a language change applies). */
export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

export type RsvpField = 'name' | 'attending' | 'guestCount' | 'message';
export type RsvpErrors = Partial<Record<RsvpField, Message>>;

export interface RsvpValues {
  name: string;
  attending: boolean | null;
  guestCount: number;
  message: string;
}

export function validateRsvp(values: RsvpValues, maxGuests: number): RsvpErrors {
  const errors: RsvpErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = { key: 'validation:required' };
  else if (name.length > NAME_MAX) errors.name = { key: 'validation:tooLong', values: { max: NAME_MAX } };
  if (values.attending === null) errors.attending = { key: 'invite-replies:rsvp.chooseAttending' };
  else if (
    values.attending &&
    (!Number.isInteger(values.guestCount) || values.guestCount < 1 || values.guestCount > maxGuests)
  )
    errors.guestCount = { key: 'invite-replies:rsvp.guestRange', values: { max: maxGuests } };
  if (values.message.trim().length > MESSAGE_MAX)
    errors.message = { key: 'validation:tooLong', values: { max: MESSAGE_MAX } };
  return errors;
}

const FIELDS: readonly RsvpField[] = ['name', 'attending', 'guestCount', 'message'];

/** The server's refusal of fields (VALIDATION_FAILED with English `fields`) as the form's messages. */
export function serverRsvpErrors(fields: Readonly<Record<string, string>>): RsvpErrors {
  const errors: RsvpErrors = {};
  for (const field of FIELDS) {
    const text = fields[field];
    if (!text) continue;
    const match = matchFieldError(text);
    errors[field] = match
      ? { key: `validation:${match.key}`, values: match.params }
      : { key: 'validation:invalid' };
  }
  return errors;
}

/** What this device sent last to an invitation: shown as the thank-you after a reload. */
export interface StoredReply {
  name: string;
  attending: boolean;
  guestCount: number;
}

const replyKey = (hash: string) => `invite-reply:${hash}`;

export function storedReply(hash: string): StoredReply | null {
  const reply = getJSON<StoredReply>(replyKey(hash));
  return reply && typeof reply.attending === 'boolean' ? reply : null;
}

export function rememberReply(hash: string, reply: StoredReply): void {
  setJSON(replyKey(hash), reply);
}
