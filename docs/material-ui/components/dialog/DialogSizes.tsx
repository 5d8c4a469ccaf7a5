import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

type MaxWidth = Exclude<DialogProps['maxWidth'], undefined>;

export default function DialogSizes() {
  const [open, setOpen] = React.useState(false);
  const [maxWidth, setMaxWidth] = React.useState<MaxWidth>('sm');
  const [fullWidth, setFullWidth] = React.useState(true);
  const titleId = React.useId();

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <FormControl size="small" sx={{ minWidth: 140 }}>
        <InputLabel id={`${titleId}-width`}>maxWidth</InputLabel>
        <Select
          labelId={`${titleId}-width`}
          label="maxWidth"
          value={maxWidth === false ? 'false' : maxWidth}
          onChange={(event) =>
            setMaxWidth(
              event.target.value === 'false'
                ? false
                : (event.target.value as MaxWidth),
            )
          }
        >
          {['xs', 'sm', 'md', 'lg', 'xl', 'false'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControlLabel
        control={
          <Switch
            checked={fullWidth}
            onChange={(event) => setFullWidth(event.target.checked)}
          />
        }
        label="fullWidth"
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth={maxWidth}
        fullWidth={fullWidth}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>Storage almost full</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Your team has used 9.6 GB of 10 GB. Delete old exports or move to the
            Growth plan for 100 GB.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
