import * as React from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import SendRoundedIcon from '@mui/icons-material/SendRounded';

type Variant = NonNullable<ButtonProps['variant']>;
type Size = NonNullable<ButtonProps['size']>;
type Color = 'primary' | 'secondary' | 'error' | 'success';

interface PropertyProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}

// One row of the "properties panel": a labelled, single-choice toggle group.
function Property<T extends string>({
  label,
  value,
  options,
  onChange,
}: PropertyProps<T>) {
  const id = React.useId();
  return (
    <Stack spacing={0.5}>
      <Typography id={id} variant="caption" color="text.secondary">
        {label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        onChange={(_, next: T | null) => next && onChange(next)}
        aria-labelledby={id}
      >
        {options.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

export default function FigmaButtonProperties() {
  const [variant, setVariant] = React.useState<Variant>('contained');
  const [size, setSize] = React.useState<Size>('medium');
  const [color, setColor] = React.useState<Color>('primary');
  const [icon, setIcon] = React.useState(true);
  const [disabled, setDisabled] = React.useState(false);

  const code = [
    '<Button',
    `  variant="${variant}"`,
    `  color="${color}"`,
    `  size="${size}"`,
    ...(icon ? ['  endIcon={<SendRoundedIcon />}'] : []),
    ...(disabled ? ['  disabled'] : []),
    '>',
    '  Send invoice',
    '</Button>',
  ].join('\n');

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Property
          label="Variant"
          value={variant}
          options={['text', 'outlined', 'contained'] as const}
          onChange={setVariant}
        />
        <Property
          label="Color"
          value={color}
          options={['primary', 'secondary', 'error', 'success'] as const}
          onChange={setColor}
        />
        <Property
          label="Size"
          value={size}
          options={['small', 'medium', 'large'] as const}
          onChange={setSize}
        />
        <FormControlLabel
          control={
            <Switch checked={icon} onChange={(e) => setIcon(e.target.checked)} />
          }
          label="End icon"
        />
        <FormControlLabel
          control={
            <Switch
              checked={disabled}
              onChange={(e) => setDisabled(e.target.checked)}
            />
          }
          label="Disabled"
        />
      </Stack>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        <Paper
          variant="outlined"
          sx={{
            p: 4,
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'center',
          }}
        >
          <Button
            variant={variant}
            color={color}
            size={size}
            endIcon={icon ? <SendRoundedIcon /> : undefined}
            disabled={disabled}
          >
            Send invoice
          </Button>
        </Paper>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 2,
            borderRadius: 1,
            overflowX: 'auto',
            bgcolor: 'action.hover',
            color: 'text.primary',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: 13,
          }}
        >
          {code}
        </Box>
      </Stack>
    </Stack>
  );
}
