// The buyer's texts against a design's text boxes (DESIGN.md §6.4): a key the design does not have,
// or a text longer than its box's `maxLength`, is 400 VALIDATION_FAILED on `texts.<key>`. What is
// printed is the buyer's text, or the box's default text where the buyer gave none.
import { fieldError } from '@hatira/shared/field-errors';
import { printTextsSchema, type PrintTexts, type TextBox } from '@hatira/shared/printing';
import { AppError } from '../../lib/errors.js';

/** Checks the texts against the boxes; returns them as given (only known keys). */
export function checkTexts(texts: PrintTexts, boxes: readonly TextBox[]): PrintTexts {
  const fields: Record<string, string> = {};
  for (const [key, text] of Object.entries(texts)) {
    const box = boxes.find((b) => b.key === key);
    if (!box) fields[`texts.${key}`] = fieldError('invalid');
    else if ([...text].length > box.maxLength)
      fields[`texts.${key}`] = fieldError('tooLong', { max: box.maxLength });
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', fields);
  return texts;
}

/** The proof's `texts` query parameter (JSON), checked; absent → no texts (the defaults print). */
export function parseTextsParam(param: string | undefined, boxes: readonly TextBox[]): PrintTexts {
  if (param === undefined || param === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(param);
  } catch {
    throw new AppError('VALIDATION_FAILED', { texts: fieldError('invalid') });
  }
  const parsed = printTextsSchema.safeParse(value);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', { texts: fieldError('invalid') });
  return checkTexts(parsed.data, boxes);
}

/** What each box prints: the buyer's text, or its default. */
export function printedTexts(texts: PrintTexts, boxes: readonly TextBox[]): Record<string, string> {
  return Object.fromEntries(boxes.map((box) => [box.key, texts[box.key] ?? box.defaultText]));
}
