import {
  ALL_THEMES_MASK,
  exportName,
  groupIconNames,
  ICON_THEMES,
  isIconTheme,
  themeBit,
  themeLabel,
  themeMask,
} from './themes';

const all = (base: string) => ICON_THEMES.map((theme) => base + theme.suffix);

describe('icon themes', () => {
  it('lists the five themes, Filled first, with their labels', () => {
    expect(ICON_THEMES.map((theme) => theme.id)).toEqual(['Filled', 'Outlined', 'Rounded', 'TwoTone', 'Sharp']);
    expect(themeLabel('TwoTone')).toBe('Two tone');
    expect(themeLabel('Filled')).toBe('Filled');
    expect(isIconTheme('Sharp')).toBe(true);
    expect(isIconTheme('sharp')).toBe(false);
  });

  it('gives each theme its own bit', () => {
    expect(ICON_THEMES.map((theme) => themeBit(theme.id))).toEqual([1, 2, 4, 8, 16]);
    expect(ALL_THEMES_MASK).toBe(31);
  });

  it('builds export names', () => {
    expect(exportName('Delete', 'Filled')).toBe('Delete');
    expect(exportName('Delete', 'TwoTone')).toBe('DeleteTwoTone');
    expect(exportName('DeleteOutline', 'Outlined')).toBe('DeleteOutlineOutlined');
  });
});

describe('groupIconNames', () => {
  it('groups the five themes of a name under its base, sorted by base', () => {
    const groups = groupIconNames([...all('Home'), ...all('Delete')]);
    expect(groups.map((group) => group.base)).toEqual(['Delete', 'Home']);
    expect(groups[0].exports).toEqual({
      Filled: 'Delete',
      Outlined: 'DeleteOutlined',
      Rounded: 'DeleteRounded',
      TwoTone: 'DeleteTwoTone',
      Sharp: 'DeleteSharp',
    });
    expect(themeMask(groups[0])).toBe(ALL_THEMES_MASK);
  });

  it('keeps a name whose words end like a theme as a base of its own', () => {
    // DeleteOutline is a distinct icon with five themes, not the Outlined Delete.
    const groups = groupIconNames([...all('Delete'), ...all('DeleteOutline')]);
    expect(groups.map((group) => group.base)).toEqual(['Delete', 'DeleteOutline']);
    expect(groups[1].exports.Outlined).toBe('DeleteOutlineOutlined');
  });

  it('lists a name that is both a theme variant and a base in both places', () => {
    const names = [...all('InsertChart'), ...all('InsertChartOutlined').slice(1)];
    const groups = groupIconNames(names);
    expect(groups.map((group) => group.base)).toEqual(['InsertChart', 'InsertChartOutlined']);
    expect(groups[0].exports.Outlined).toBe('InsertChartOutlined');
    expect(groups[1].exports).toEqual({
      Filled: 'InsertChartOutlined',
      Outlined: 'InsertChartOutlinedOutlined',
      Rounded: 'InsertChartOutlinedRounded',
      TwoTone: 'InsertChartOutlinedTwoTone',
      Sharp: 'InsertChartOutlinedSharp',
    });
  });

  it('orders numbers in names by their value', () => {
    const groups = groupIconNames(['Battery20', 'Battery2Bar', 'Battery0Bar', 'Battery100', 'BatteryAlert']);
    expect(groups.map((group) => group.base)).toEqual([
      'Battery0Bar',
      'Battery2Bar',
      'Battery20',
      'Battery100',
      'BatteryAlert',
    ]);
  });

  it('keeps Filled-only names and suffixed names without a base', () => {
    const groups = groupIconNames(['GitHub', 'XSharp', 'Sharp']);
    expect(groups).toEqual([
      { base: 'GitHub', exports: { Filled: 'GitHub' } },
      { base: 'Sharp', exports: { Filled: 'Sharp' } },
      { base: 'XSharp', exports: { Filled: 'XSharp' } },
    ]);
    expect(themeMask(groups[0])).toBe(1);
  });
});
