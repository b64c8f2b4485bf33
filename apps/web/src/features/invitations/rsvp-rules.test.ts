// The RSVP form's own rules hold the server's limits (createInvitationReplyBodySchema).
import { describe, expect, it } from 'vitest';
import * as limits from '@hatira/shared/limits';
import { MESSAGE_MAX, NAME_MAX, validateRsvp } from './rsvp-rules';

describe('the RSVP rules', () => {
  it('repeat the shared limits of a name and a message', () => {
    expect({ NAME_MAX, MESSAGE_MAX }).toEqual({ NAME_MAX: limits.NAME_MAX, MESSAGE_MAX: limits.MESSAGE_MAX });
  });

  it('take a name of 50 characters and a party of the maximum, and refuse one more', () => {
    const reply = { name: 'x'.repeat(50), attending: true, guestCount: 4, message: 'y'.repeat(150) };
    expect(validateRsvp(reply, 4)).toEqual({});
    expect(
      validateRsvp({ ...reply, name: 'x'.repeat(51), guestCount: 5, message: 'y'.repeat(151) }, 4),
    ).toEqual({
      name: { key: 'validation:tooLong', values: { max: 50 } },
      guestCount: { key: 'invite-replies:rsvp.guestRange', values: { max: 4 } },
      message: { key: 'validation:tooLong', values: { max: 150 } },
    });
    // Not coming: no party size to be wrong.
    expect(validateRsvp({ ...reply, attending: false, guestCount: 0 }, 4)).toEqual({});
  });
});
