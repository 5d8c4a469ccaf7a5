import { previewType, TYPE_PREVIEW_LENGTH } from './typeDisplay';

describe('previewType', () => {
  it('keeps short types whole', () => {
    expect(previewType("'text' | 'outlined' | 'contained'")).toEqual({
      short: "'text' | 'outlined' | 'contained'",
      truncated: false,
    });
  });

  it('cuts long unions between members', () => {
    const members = Array.from({ length: 20 }, (_, index) => `'member${index}'`);
    const preview = previewType(members.join(' | '));
    expect(preview.truncated).toBe(true);
    expect(preview.short.endsWith(' | …')).toBe(true);
    expect(preview.short.length).toBeLessThanOrEqual(TYPE_PREVIEW_LENGTH + 4);
    expect(preview.short.startsWith("'member0' | 'member1'")).toBe(true);
  });

  it('does not cut inside nested types or string literals', () => {
    const type = `{ root?: SlotProps<'div', {}, OwnerState> | undefined; input?: SlotProps<'input' | 'x', {}, OwnerState> | undefined; } | null`;
    const preview = previewType(type, 40);
    expect(preview).toEqual({ short: `${type.slice(0, 40).trimEnd()}…`, truncated: true });
    expect(previewType("'a|b|c|d|e|f|g' | 'h'", 10).short).toBe("'a|b|c|d|e…");
  });

  it('ignores the arrow of function types', () => {
    const type =
      '(event: React.SyntheticEvent, value: number) => void | ((x: number) => string) | AnotherVeryLongTypeName<WithGenerics>';
    expect(previewType(type, 70).short).toBe('(event: React.SyntheticEvent, value: number) => void | …');
  });
});
