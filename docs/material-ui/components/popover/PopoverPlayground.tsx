import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Popover, { type PopoverOrigin } from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

type Vertical = 'top' | 'center' | 'bottom';
type Horizontal = 'left' | 'center' | 'right';

function OriginGroup<T extends string>(props: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  const labelId = React.useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{props.label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as T)}
      >
        {props.options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" />}
            label={option}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

const verticals = ['top', 'center', 'bottom'] as const;
const horizontals = ['left', 'center', 'right'] as const;

export default function PopoverPlayground() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [anchorV, setAnchorV] = React.useState<Vertical>('bottom');
  const [anchorH, setAnchorH] = React.useState<Horizontal>('left');
  const [transformV, setTransformV] = React.useState<Vertical>('top');
  const [transformH, setTransformH] = React.useState<Horizontal>('left');
  const anchorOrigin: PopoverOrigin = { vertical: anchorV, horizontal: anchorH };
  const transformOrigin: PopoverOrigin = {
    vertical: transformV,
    horizontal: transformH,
  };

  return (
    <div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 3 }}>
        <OriginGroup
          label="anchorOrigin.vertical"
          options={verticals}
          value={anchorV}
          onChange={setAnchorV}
        />
        <OriginGroup
          label="anchorOrigin.horizontal"
          options={horizontals}
          value={anchorH}
          onChange={setAnchorH}
        />
        <OriginGroup
          label="transformOrigin.vertical"
          options={verticals}
          value={transformV}
          onChange={setTransformV}
        />
        <OriginGroup
          label="transformOrigin.horizontal"
          options={horizontals}
          value={transformH}
          onChange={setTransformH}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <Button
          variant="contained"
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          Open popover
        </Button>
      </Box>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={anchorOrigin}
        transformOrigin={transformOrigin}
      >
        <Typography variant="body2" component="pre" sx={{ p: 2, m: 0 }}>
          {`anchorOrigin={${JSON.stringify(anchorOrigin)}}\ntransformOrigin={${JSON.stringify(transformOrigin)}}`}
        </Typography>
      </Popover>
    </div>
  );
}
