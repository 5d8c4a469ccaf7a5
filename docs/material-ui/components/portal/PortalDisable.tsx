import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

const areaSx = {
  p: 2,
  flex: 1,
  minHeight: 96,
  border: 1,
  borderStyle: 'dashed',
  borderColor: 'divider',
  borderRadius: 1,
};

export default function PortalDisable() {
  const [disablePortal, setDisablePortal] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLElement | null>(null);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={disablePortal}
            onChange={(event) => setDisablePortal(event.target.checked)}
          />
        }
        label="disablePortal"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <Box sx={areaSx}>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            Where the Portal is written
          </Typography>
          {container && (
            <Portal container={container} disablePortal={disablePortal}>
              <Chip
                icon={<LocalShippingIcon />}
                label="Free delivery over €40"
                color="success"
              />
            </Portal>
          )}
        </Box>
        <Box sx={areaSx}>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            The container
          </Typography>
          <div ref={setContainer} />
        </Box>
      </Stack>
    </div>
  );
}
