import { describe, expect, it } from 'vitest';
import { FIELD_ERRORS, fieldError, matchFieldError } from './field-errors.js';

describe('field errors', () => {
  it('fills in parameters', () => {
    expect(fieldError('tooLong', { max: 50 })).toBe('Must be at most 50 characters');
    expect(fieldError('required')).toBe('This field is required');
  });

  it('turns every English text back into its key and parameters', () => {
    for (const key of Object.keys(FIELD_ERRORS) as (keyof typeof FIELD_ERRORS)[]) {
      const text = fieldError(key, { min: 8, max: 150 });
      expect(matchFieldError(text)?.key).toBe(key);
    }
    expect(matchFieldError('Must be at least 8 characters')).toEqual({
      key: 'tooShort',
      params: { min: '8' },
    });
    expect(matchFieldError('Something else entirely')).toBeNull();
  });
});
