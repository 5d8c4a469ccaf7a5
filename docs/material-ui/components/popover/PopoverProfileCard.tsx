import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';

export default function PopoverProfileCard() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);
  const cardId = React.useId();
  const nameId = React.useId();
  const close = () => setAnchorEl(null);

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography variant="body2" component="div">
        Comment by{' '}
        <Link
          component="button"
          type="button"
          variant="body2"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? cardId : undefined}
          onClick={(event: React.MouseEvent<HTMLButtonElement>) =>
            setAnchorEl(event.currentTarget)
          }
          sx={{ fontWeight: 500, verticalAlign: 'baseline' }}
        >
          Priya Raman
        </Link>{' '}
        · 2 hours ago
      </Typography>
      <Typography sx={{ mt: 0.5 }}>
        Let’s move the launch review to Friday, so the German copy is ready.
      </Typography>
      <Popover
        id={cardId}
        open={open}
        anchorEl={anchorEl}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': nameId,
            sx: { p: 2, width: 280 },
          },
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            PR
          </Avatar>
          <div>
            <Typography id={nameId} variant="subtitle1" component="h2">
              Priya Raman
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Product designer, Localization
            </Typography>
          </div>
        </Stack>
        <Stack spacing={0.5} sx={{ mb: 2, color: 'text.secondary' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <PlaceOutlinedIcon fontSize="small" />
            <Typography variant="body2">Lisbon, Portugal</Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ScheduleOutlinedIcon fontSize="small" />
            <Typography variant="body2">Works 09:00–17:30 (UTC+1)</Typography>
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" size="small" onClick={close}>
            Message
          </Button>
          <Button size="small" onClick={close}>
            View profile
          </Button>
        </Stack>
      </Popover>
    </Box>
  );
}
