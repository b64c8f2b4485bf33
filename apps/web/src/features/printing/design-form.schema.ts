// The design editor's check (lib/body-form-schema.ts): the shared body schema judges the values as
// the server would — every length, the price in kuruş, and no two text boxes with the same key.
// Boxes off the page are marked on the canvas and hold the save back (design-editor.tsx).
import { duplicateTextKeys, printDesignBodySchema } from '@hatira/shared/printing';
import { fieldError } from '@hatira/shared/field-errors';
import { bodyFormSchema } from '../../lib/body-form-schema';
import { toDesignInput, unitPriceOf, type DesignFormValues } from './design-form-values';

const withUniqueKeys = printDesignBodySchema.superRefine((body, ctx) => {
  for (const path of duplicateTextKeys(body.textBoxes))
    ctx.addIssue({
      code: 'custom',
      path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message: fieldError('invalid'),
    });
});

export const designFormSchema = bodyFormSchema(withUniqueKeys, toDesignInput, {
  unreadable: (values: DesignFormValues) =>
    unitPriceOf(values) === undefined && values.unitPrice.trim() !== '' ? ['unitPrice'] : [],
});
