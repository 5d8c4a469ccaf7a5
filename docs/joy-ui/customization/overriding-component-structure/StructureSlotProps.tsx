import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const COUNTRIES = [
  'Australia',
  'Austria',
  'Belgium',
  'Brazil',
  'Canada',
  'Denmark',
  'Finland',
  'France',
  'Germany',
  'Ireland',
  'Japan',
  'Netherlands',
  'Norway',
  'Portugal',
  'Spain',
  'Sweden',
  'United Kingdom',
  'United States',
];

export default function StructureSlotProps() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <FormControl>
        <FormLabel>Country</FormLabel>
        <Autocomplete
          options={COUNTRIES}
          placeholder="Choose a country"
          // The listbox is a slot: a shorter one suits a long list.
          slotProps={{ listbox: { sx: { maxHeight: 200 } } }}
        />
      </FormControl>
      <Stack direction="row" spacing={2}>
        <FormControl sx={{ flex: 1 }}>
          <FormLabel>ZIP code</FormLabel>
          <Input
            autoComplete="postal-code"
            // Not props of Input: they go to the <input> element itself.
            slotProps={{
              input: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 5 },
            }}
          />
          <FormHelperText>5 digits</FormHelperText>
        </FormControl>
        <FormControl sx={{ flex: 1 }}>
          <FormLabel>Delivery</FormLabel>
          <Select
            defaultValue="standard"
            // A listbox wider than the button, aligned with its start.
            slotProps={{
              listbox: { placement: 'bottom-start', sx: { minWidth: 220 } },
            }}
          >
            <Option value="standard" label="Standard">
              <Stack>
                Standard
                <Typography level="body-xs">3 to 5 days, free</Typography>
              </Stack>
            </Option>
            <Option value="express" label="Express">
              <Stack>
                Express
                <Typography level="body-xs">Next day, $9.90</Typography>
              </Stack>
            </Option>
          </Select>
        </FormControl>
      </Stack>
    </Stack>
  );
}
