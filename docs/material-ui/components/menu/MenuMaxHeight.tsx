import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const timezones = [
  'UTC−08:00 Los Angeles',
  'UTC−05:00 New York',
  'UTC−03:00 São Paulo',
  'UTC±00:00 Lisbon',
  'UTC+01:00 Vienna',
  'UTC+02:00 Athens',
  'UTC+03:00 Nairobi',
  'UTC+04:00 Tbilisi',
  'UTC+05:30 Pune',
  'UTC+07:00 Hanoi',
  'UTC+09:00 Seoul',
  'UTC+10:00 Melbourne',
  'UTC+12:00 Auckland',
];

export default function MenuMaxHeight() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [zone, setZone] = React.useState(timezones[3]);

  return (
    <div>
      <Button
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {zone}
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 48 * 5.5, width: '28ch' } } }}
      >
        {timezones.map((option) => (
          <MenuItem
            key={option}
            selected={option === zone}
            onClick={() => {
              setZone(option);
              setAnchor(null);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
