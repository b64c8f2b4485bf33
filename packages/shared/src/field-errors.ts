// Field-level validation texts. The server sends them in English inside `error.fields`;
// the web app turns each back into its key (matchFieldError) and shows it translated.
export const FIELD_ERRORS = {
  required: 'This field is required',
  tooShort: 'Must be at least {{min}} characters',
  tooLong: 'Must be at most {{max}} characters',
  invalidEmail: 'Enter a valid email address',
  invalidUsername: 'Use letters, digits, dot, dash or underscore',
  invalidChoice: 'Choose one of the options',
  invalid: 'This value is not valid',
  tooMany: 'Choose at most {{max}}',
  passwordsDiffer: 'The passwords do not match',
  emailTaken: 'This email address is already registered.',
  usernameTaken: 'This username is already taken.',
  currentPasswordIncorrect: 'The current password is not correct.',
  invalidIban: 'Enter a valid IBAN',
  ibanTaken: 'This IBAN is already saved.',
  invalidNationalId: 'Enter a valid T.C. identity number',
  invalidTaxNumber: 'Enter a valid tax number',
} as const;

export type FieldErrorKey = keyof typeof FIELD_ERRORS;
export type FieldErrorParams = Record<string, string | number>;

export function fieldError(key: FieldErrorKey, params: FieldErrorParams = {}): string {
  return FIELD_ERRORS[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

const matchers = Object.entries(FIELD_ERRORS).map(([key, template]) => {
  const names: string[] = [];
  const source = template
    .split(/\{\{(\w+)\}\}/)
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part);
      return '(.+?)';
    })
    .join('');
  return { key: key as FieldErrorKey, regex: new RegExp(`^${source}$`), names };
});

/** Finds which field error an English text is, with its parameters; null for an unknown text. */
export function matchFieldError(text: string): { key: FieldErrorKey; params: FieldErrorParams } | null {
  for (const { key, regex, names } of matchers) {
    const match = regex.exec(text);
    if (match) return { key, params: Object.fromEntries(names.map((n, i) => [n, match[i + 1] ?? ''])) };
  }
  return null;
}
