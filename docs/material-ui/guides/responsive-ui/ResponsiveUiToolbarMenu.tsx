import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';

const actions = [
  { label: 'Share', icon: <ShareIcon fontSize="small" /> },
  { label: 'Download', icon: <DownloadIcon fontSize="small" /> },
  { label: 'Print', icon: <PrintIcon fontSize="small" /> },
  { label: 'Delete', icon: <DeleteOutlineIcon fontSize="small" /> },
];

export default function ResponsiveUiToolbarMenu() {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [lastAction, setLastAction] = React.useState('none yet');
  const buttonId = React.useId();
  const menuId = React.useId();
  const open = Boolean(anchor);

  const run = (label: string) => {
    setLastAction(label);
    setAnchor(null);
  };

  return (
    <Paper variant="outlined">
      <Toolbar sx={{ gap: 1 }}>
        <Typography variant="subtitle1" component="h3" noWrap sx={{ flexGrow: 1 }}>
          Invoice INV-2031.pdf
        </Typography>
        {compact ? (
          <React.Fragment>
            <IconButton
              id={buttonId}
              aria-label="More actions"
              aria-controls={open ? menuId : undefined}
              aria-haspopup="true"
              aria-expanded={open ? 'true' : undefined}
              onClick={(event) => setAnchor(event.currentTarget)}
            >
              <MoreVertIcon />
            </IconButton>
            <Menu
              id={menuId}
              anchorEl={anchor}
              open={open}
              onClose={() => setAnchor(null)}
              MenuListProps={{ 'aria-labelledby': buttonId }}
            >
              {actions.map((action) => (
                <MenuItem key={action.label} onClick={() => run(action.label)}>
                  <ListItemIcon>{action.icon}</ListItemIcon>
                  <ListItemText>{action.label}</ListItemText>
                </MenuItem>
              ))}
            </Menu>
          </React.Fragment>
        ) : (
          <Stack direction="row" spacing={1}>
            {actions.map((action) => (
              <Button
                key={action.label}
                size="small"
                startIcon={action.icon}
                onClick={() => run(action.label)}
              >
                {action.label}
              </Button>
            ))}
          </Stack>
        )}
      </Toolbar>
      <Typography
        variant="body2"
        role="status"
        sx={{ px: { xs: 2, sm: 3 }, pb: 2, color: 'text.secondary' }}
      >
        Last action: {lastAction}
      </Typography>
    </Paper>
  );
}
