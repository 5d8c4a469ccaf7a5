import { countedForCommon } from '.';

const chunk = (requests: string[], initial = false) => ({
  canBeInitial: () => initial,
  groupsIterable: [{ origins: requests.map((request) => ({ request })) }],
});

describe('countedForCommon', () => {
  it('counts route chunks, like Docusaurus’s default (async chunks only)', () => {
    expect(countedForCommon(chunk(['@site/docs/material-ui/components/button/button.mdx']))).toBe(true);
    expect(countedForCommon(chunk([]))).toBe(true);
    expect(countedForCommon(chunk([], true))).toBe(false);
  });

  it('leaves out the demos’ lazy chunks, so MUI never lands in the chunk every page loads', () => {
    expect(countedForCommon(chunk(['./ButtonVariants.tsx?demo-live']))).toBe(false);
    expect(countedForCommon(chunk(['./SliderStyled.tailwind.tsx?demo-variant']))).toBe(false);
    expect(countedForCommon(chunk(['./TeamList.tsx?demo-scope']))).toBe(false);
  });
});
