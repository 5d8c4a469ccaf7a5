/** Field rules shared by the template forms. Each returns an error message, or `undefined` when valid. */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const MIN_PASSWORD_LENGTH = 8;

export function required(label: string) {
  return (value: string) => (value.trim() ? undefined : `${label} is required.`);
}

export function email(value: string): string | undefined {
  if (!value.trim()) return 'Email is required.';
  if (!EMAIL_PATTERN.test(value.trim())) return 'Enter a valid email address, such as name@example.com.';
  return undefined;
}

export function password(value: string): string | undefined {
  if (!value) return 'Password is required.';
  if (value.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  return undefined;
}

export function accepted(message: string) {
  return (value: boolean) => (value ? undefined : message);
}
