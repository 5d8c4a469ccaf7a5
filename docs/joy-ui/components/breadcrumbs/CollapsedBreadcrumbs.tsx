import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';

const HIDDEN = [
  { label: 'Engineering', href: '#engineering' },
  { label: 'Platform', href: '#platform' },
  { label: 'Quarterly plans', href: '#plans' },
];

export default function CollapsedBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumbs, collapsed">
      <Link color="neutral" href="#workspace">
        Workspace
      </Link>
      <Dropdown>
        <MenuButton
          slots={{ root: IconButton }}
          slotProps={{
            root: { variant: 'plain', color: 'neutral', size: 'sm' },
          }}
          aria-label="Show 3 hidden folders"
        >
          <MoreHorizRounded />
        </MenuButton>
        <Menu size="sm" placement="bottom-start">
          {HIDDEN.map((item) => (
            <MenuItem key={item.href} component="a" href={item.href}>
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Link color="neutral" href="#roadmap">
        Roadmap
      </Link>
      <Typography aria-current="page">Q3 review</Typography>
    </Breadcrumbs>
  );
}
