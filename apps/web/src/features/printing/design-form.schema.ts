// The design editor's check (lib/body-form-schema.ts): the shared body schema judges the values as
// the server would — every length, the price in kuruş, no two text boxes with the same key, and
// default texts within their maximum.
// Boxes off the page are marked on the canvas and hold the save back (design-editor.tsx).
import { duplicateTextKeys, printDesignBodySchema } from '@hatira/shared/printing';
import { fieldError } from '@hatira/shared/field-errors';
import { bodyFormSchema } from '../../lib/body-form-schema';
import { toDesignInput, unitPriceOf, type DesignFormValues } from './design-form-values';

/** A field path as zod issues name it: `textBoxes.1.key` → ['textBoxes', 1, 'key']. */
const pathOf = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** As the server judges a design: text keys differ, and a default text fits its box's maximum. */
const designBodySchema = printDesignBodySchema.superRefine((body, ctx) => {
  for (const field of duplicateTextKeys(body.textBoxes))
    ctx.addIssue({ code: 'custom', path: pathOf(field), message: fieldError('invalid') });
  body.textBoxes.forEach((box, i) => {
    if (box.defaultText.length > box.maxLength)
      ctx.addIssue({
        code: 'custom',
        path: ['textBoxes', i, 'defaultText'],
        message: fieldError('tooLong', { max: box.maxLength }),
      });
  });
});

export const designFormSchema = bodyFormSchema(designBodySchema, toDesignInput, {
  unreadable: (values: DesignFormValues) =>
    unitPriceOf(values) === undefined && values.unitPrice.trim() !== '' ? ['unitPrice'] : [],
});
