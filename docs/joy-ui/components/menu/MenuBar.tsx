import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';

const MENUS = [
  { label: 'File', items: ['New note', 'Open recent', 'Export as PDF'] },
  { label: 'Edit', items: ['Undo', 'Redo', 'Find and replace'] },
  { label: 'View', items: ['Zoom in', 'Zoom out', 'Full screen'] },
];

export default function MenuBar() {
  const buttons = React.useRef<(HTMLButtonElement | null)[]>([]);

  // Left and right arrows move between the menu buttons, mirrored in right-to-left pages.
  const handleKeyDown = (index: number) => (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
    buttons.current[(index + step + MENUS.length) % MENUS.length]?.focus();
  };

  return (
    <Sheet
      role="group"
      aria-label="Note editor"
      variant="outlined"
      sx={{
        display: 'flex',
        gap: 0.5,
        p: 0.5,
        borderRadius: 'md',
        width: 'fit-content',
      }}
    >
      {MENUS.map((menu, index) => (
        <Dropdown key={menu.label}>
          <MenuButton
            ref={(node) => {
              buttons.current[index] = node;
            }}
            variant="plain"
            size="sm"
            onKeyDown={handleKeyDown(index)}
          >
            {menu.label}
          </MenuButton>
          <Menu placement="bottom-start" size="sm">
            {menu.items.map((item) => (
              <MenuItem key={item}>{item}</MenuItem>
            ))}
          </Menu>
        </Dropdown>
      ))}
    </Sheet>
  );
}
