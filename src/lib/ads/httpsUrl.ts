/**
 * Returns `value` as a canonical absolute https URL, or null.
 * Ad URLs are untrusted: `javascript:` or `data:` could run script, `http:` breaks on an https page.
 */
export function toHttpsUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  return parsed.protocol === 'https:' ? parsed.href : null;
}
