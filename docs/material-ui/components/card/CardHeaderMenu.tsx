import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';

export default function CardHeaderMenu() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const menuId = React.useId();

  return (
    <Card sx={{ maxWidth: 400 }}>
      <CardHeader
        avatar={<Avatar sx={{ bgcolor: 'secondary.main' }}>NB</Avatar>}
        action={
          <IconButton
            aria-label="Post options"
            aria-controls={anchor ? menuId : undefined}
            aria-haspopup="true"
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVertIcon />
          </IconButton>
        }
        title="Noah Berg"
        subheader="Posted in #design · 2 hours ago"
      />
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        <MenuItem onClick={() => setAnchor(null)}>Copy link</MenuItem>
        <MenuItem onClick={() => setAnchor(null)}>Mute thread</MenuItem>
        <MenuItem onClick={() => setAnchor(null)}>Report</MenuItem>
      </Menu>
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2">
          New empty states are up for review. I went with illustrations for the
          first-run screens and plain text everywhere else. Thoughts by Friday?
        </Typography>
      </CardContent>
    </Card>
  );
}
