import { componentName, importLine } from './importLine';

describe('importLine', () => {
  it('imports the default export of the icon module as <Name>Icon', () => {
    expect(importLine('Delete')).toBe("import DeleteIcon from '@mui/icons-material/Delete';");
    expect(importLine('DeleteTwoTone')).toBe("import DeleteTwoToneIcon from '@mui/icons-material/DeleteTwoTone';");
    expect(importLine('Wifi1BarOutlined')).toBe(
      "import Wifi1BarOutlinedIcon from '@mui/icons-material/Wifi1BarOutlined';",
    );
    expect(componentName('GitHub')).toBe('GitHubIcon');
  });

  it('refuses anything that is not an export name', () => {
    expect(() => importLine('delete')).toThrow('Not an icon export name');
    expect(() => importLine("Delete';alert('x")).toThrow('Not an icon export name');
    expect(() => importLine('')).toThrow('Not an icon export name');
  });
});
