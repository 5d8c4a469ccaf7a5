import * as React from 'react';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/Delete';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import MicIcon from '@mui/icons-material/Mic';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import ShareIcon from '@mui/icons-material/Share';

export default function FabColors() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', isolation: 'isolate' }}
    >
      {/* The default grey surface stays light in dark mode: keep its icon dark. */}
      <Fab aria-label="Share the recipe" sx={{ color: 'grey.900' }}>
        <ShareIcon />
      </Fab>
      <Fab color="primary" aria-label="Add to cart">
        <AddShoppingCartIcon />
      </Fab>
      <Fab color="secondary" aria-label="Record a voice note">
        <MicIcon />
      </Fab>
      <Fab color="success" aria-label="Mark the delivery as received">
        <CheckIcon />
      </Fab>
      <Fab color="info" aria-label="Open the help centre">
        <HelpOutlineIcon />
      </Fab>
      <Fab color="warning" aria-label="Report a problem with the order">
        <ReportProblemIcon />
      </Fab>
      <Fab color="error" aria-label="Delete the draft">
        <DeleteIcon />
      </Fab>
    </Stack>
  );
}
