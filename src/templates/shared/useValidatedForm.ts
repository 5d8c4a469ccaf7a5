import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

export type FormValues = Record<string, string | boolean>;

export type Validators<V extends FormValues> = { [K in keyof V]?: (value: V[K], values: V) => string | undefined };

export type FormErrors<V extends FormValues> = Partial<Record<keyof V, string>>;

function validate<V extends FormValues>(values: V, validators: Validators<V>): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const name of Object.keys(values) as (keyof V)[]) {
    const message = validators[name]?.(values[name], values);
    if (message) errors[name] = message;
  }
  return errors;
}

/**
 * Small form state helper for the templates: fields are checked when the form is submitted,
 * then re-checked as the user types so messages clear as soon as a field is fixed.
 * On a failed submit the first invalid field receives focus.
 */
export function useValidatedForm<V extends FormValues>(
  initialValues: V,
  validators: Validators<V>,
  { idPrefix = '' }: { idPrefix?: string } = {},
) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [attempted, setAttempted] = useState(false);
  const inputs = useRef<Partial<Record<keyof V, HTMLInputElement | null>>>({});

  const setValue = <K extends keyof V>(name: K, value: V[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted) setErrors(validate(next, validators));
  };

  /** Props for a MUI `TextField` bound to a string field. `hint` shows while the field is valid. */
  const textField = (name: keyof V & string, hint?: string) => ({
    name,
    id: `${idPrefix}${name}`,
    value: values[name] as string,
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint,
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as V[typeof name]),
  });

  /** Props for a MUI `Checkbox` bound to a boolean field. */
  const checkbox = (name: keyof V & string) => ({
    name,
    id: `${idPrefix}${name}`,
    checked: values[name] as boolean,
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as V[typeof name]),
  });

  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const nextErrors = validate(values, validators);
    setErrors(nextErrors);
    const firstInvalid = (Object.keys(values) as (keyof V)[]).find((name) => nextErrors[name]);
    if (firstInvalid === undefined) {
      onValid(values);
    } else {
      inputs.current[firstInvalid]?.focus();
    }
  };

  const reset = () => {
    setValues(initialValues);
    setErrors({});
    setAttempted(false);
  };

  return { values, errors, setValue, textField, checkbox, handleSubmit, reset };
}
