// The plan drawer's check (lib/body-form-schema.ts): the shared body schema judges the values in
// kuruş and bytes, as the server would, and a valid drawer hands over the body.
import type { PlanType } from '@hatira/shared/subscriptions';
import { planBodySchema } from '@hatira/shared/subscriptions';
import { bodyFormSchema } from '../../lib/body-form-schema';
import { parseMoneyInput } from '../../lib/money-input';
import { FORM_FIELD_OF, toPlanInput, type PlanFormValues } from './plan-form-values';

export const planFormSchema = (type: PlanType, sortOrder: number) =>
  bodyFormSchema(planBodySchema, (values: PlanFormValues) => toPlanInput(values, type, sortOrder), {
    fieldOf: FORM_FIELD_OF,
    unreadable: (values) =>
      parseMoneyInput(values.price) === undefined && values.price.trim() !== '' ? ['price'] : [],
  });
