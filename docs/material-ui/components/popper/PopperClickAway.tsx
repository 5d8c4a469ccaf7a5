import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';

const amenities = ['Pets allowed', 'Balcony', 'Parking space', 'Dishwasher'];
// Fixed positioning: the panel isn't clipped by a scrolling ancestor.
const popperOptions = { strategy: 'fixed' } as const;

export default function PopperClickAway() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const [checked, setChecked] = React.useState<string[]>(['Balcony']);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const panelId = React.useId();
  const titleId = React.useId();

  const toggle = (name: string) =>
    setChecked((list) =>
      list.includes(name) ? list.filter((item) => item !== name) : [...list, name],
    );

  const closeWithKeyboard = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setAnchorEl(null);
    buttonRef.current?.focus();
  };

  return (
    // Wrapping the button too, so that clicking it isn't a click away.
    <ClickAwayListener onClickAway={() => setAnchorEl(null)}>
      <Box sx={{ display: 'inline-block' }}>
        <Button
          ref={buttonRef}
          variant="outlined"
          startIcon={<FilterListIcon />}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
        >
          Filters ({checked.length})
        </Button>
        <Popper
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          open={open}
          anchorEl={anchorEl}
          placement="bottom-start"
          // In the DOM right after the button, so Tab moves into the panel.
          disablePortal
          popperOptions={popperOptions}
          onKeyDown={closeWithKeyboard}
          sx={{ zIndex: (theme) => theme.zIndex.tooltip }}
        >
          <Paper elevation={6} sx={{ p: 2, mt: 1, width: 240 }}>
            <Typography id={titleId} variant="subtitle2" component="h3">
              Amenities
            </Typography>
            <FormGroup>
              {amenities.map((name) => (
                <FormControlLabel
                  key={name}
                  control={
                    <Checkbox
                      checked={checked.includes(name)}
                      onChange={() => toggle(name)}
                    />
                  }
                  label={name}
                />
              ))}
            </FormGroup>
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}
