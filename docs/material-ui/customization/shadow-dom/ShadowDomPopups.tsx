import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ShadowRootProvider from './shadowRootProvider';

function DeliveryEstimate() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const popoverId = React.useId();

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 360 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <LocalShippingOutlinedIcon color="action" />
        <div>
          <Typography variant="body2" color="text.secondary">
            Estimated delivery
          </Typography>
          <Typography sx={{ fontWeight: 500 }}>Thursday, 14 March</Typography>
        </div>
        {/* Both popups find their container in the theme of the shadow root. */}
        <Tooltip title="How we estimate delivery">
          <IconButton
            aria-label="How we estimate delivery"
            aria-controls={anchorEl ? popoverId : undefined}
            aria-expanded={anchorEl ? 'true' : 'false'}
            onClick={(event) => setAnchorEl(event.currentTarget)}
            sx={{ marginInlineStart: 'auto' }}
          >
            <InfoOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Popover
        id={popoverId}
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography variant="body2" sx={{ p: 2, maxWidth: 280 }}>
          Orders placed before 14:00 leave the warehouse the same day. Standard
          delivery takes one to two working days after that.
        </Typography>
      </Popover>
    </Paper>
  );
}

export default function ShadowDomPopups() {
  return (
    <ShadowRootProvider cacheKey="shadowpopups" minHeight={78}>
      <DeliveryEstimate />
    </ShadowRootProvider>
  );
}
