// react-hook-form's `register` for MUI text fields: the ref must reach the <input> (inputRef),
// not the field's outer <div>, so focus-on-error and autofill work.
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';

export function registerMui<T extends FieldValues>(register: UseFormRegister<T>, name: Path<T>) {
  const { ref, ...field } = register(name);
  return { ...field, inputRef: ref };
}
