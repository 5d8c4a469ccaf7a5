import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import MoreVert from '@mui/icons-material/MoreVert';

export default function StructureSlots() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        maxWidth: 360,
        p: 1.5,
        borderRadius: 'md',
      }}
    >
      <InsertDriveFile color="primary" />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography level="title-sm" noWrap>
          Q3-board-report.pdf
        </Typography>
        <Typography level="body-xs">2.4 MB, edited yesterday</Typography>
      </div>
      <Dropdown>
        {/* The root slot becomes an IconButton; slotProps.root styles it. */}
        <MenuButton
          slots={{ root: IconButton }}
          slotProps={{ root: { variant: 'plain', color: 'neutral' } }}
          aria-label="Actions for Q3-board-report.pdf"
        >
          <MoreVert />
        </MenuButton>
        <Menu placement="bottom-end">
          <MenuItem>
            <ListItemDecorator>
              <Download />
            </ListItemDecorator>
            Download
          </MenuItem>
          <MenuItem>
            <ListItemDecorator>
              <Edit />
            </ListItemDecorator>
            Rename
          </MenuItem>
          <MenuItem color="danger">
            <ListItemDecorator>
              <Delete />
            </ListItemDecorator>
            Delete
          </MenuItem>
        </Menu>
      </Dropdown>
    </Sheet>
  );
}
