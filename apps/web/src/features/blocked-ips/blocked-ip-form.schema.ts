// The block dialog's check, loaded with the dialog (lib/lazy-zod-resolver.ts). The shared body
// schema judges the values, and its issues are passed on as they are: the zod resolver would
// otherwise replace the address union's own message ("This value is not valid", what the server
// says) with the message of the branch that came closest ("Invalid IPv4 address", English only).
import { z, type ZodType } from 'zod';
import { createBlockedIpBodySchema } from '@hatira/shared/blocked-ips';

export interface BlockedIpFormValues {
  ip: string;
  /** '' rather than null while typing. */
  reason: string;
}

export const blockedIpFormSchema: ZodType<BlockedIpFormValues, BlockedIpFormValues> = z
  .custom<BlockedIpFormValues>(() => true)
  .superRefine((values, ctx) => {
    const result = createBlockedIpBodySchema.safeParse(values);
    if (result.success) return;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path.slice(0, 1), message: issue.message });
  });
