// The editor's check: the values become the body (invitation-form-values.ts) and the shared
// schema judges it as the server would, its issues landing on the form's fields — as
// lib/body-form-schema.ts does, with one addition: the start is a date and a time, so a missing one
// is "required" on its own field and a half-typed one "not valid", rather than the body's one
// "not valid" start.
import { z } from 'zod';
import { fieldError } from '@hatira/shared/field-errors';
import { invitationBodySchema, type InvitationBody } from '@hatira/shared/invitations';
import { toInvitationInput, type InvitationFormValues } from './invitation-form-values';

/** Form fields whose value is the start (or the deadline) in parts. */
const PART_FIELDS = ['date', 'time', 'rsvpDeadline'] as const;

function partIssues(values: InvitationFormValues): [string, string][] {
  const issues: [string, string][] = [];
  for (const field of PART_FIELDS) {
    const value = values[field];
    if (value === 'invalid') issues.push([field, fieldError('invalid')]);
    else if (value === null && field !== 'rsvpDeadline') issues.push([field, fieldError('required')]);
  }
  return issues;
}

export const invitationFormSchema: z.ZodType<InvitationBody, InvitationFormValues> = z
  .custom<InvitationFormValues>(() => true)
  .transform((values, ctx) => {
    const parts = partIssues(values);
    for (const [field, message] of parts) ctx.addIssue({ code: 'custom', path: [field], message });
    const result = invitationBodySchema.safeParse(toInvitationInput(values));
    if (result.success && parts.length === 0) return result.data;
    for (const issue of result.error?.issues ?? []) {
      const field = String(issue.path[0] ?? '');
      // The body's start is the form's date and time, already judged part by part.
      if (field === 'startsAt' && parts.some(([name]) => name === 'date' || name === 'time')) continue;
      if (field === 'rsvpDeadline' && parts.some(([name]) => name === 'rsvpDeadline')) continue;
      ctx.addIssue({ code: 'custom', path: [field === 'startsAt' ? 'date' : field], message: issue.message });
    }
    return z.NEVER;
  });
