import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioButtonsGroup() {
  return (
    <FormControl>
      <FormLabel>Delivery</FormLabel>
      <RadioGroup defaultValue="standard" name="delivery">
        <Radio value="standard" label="Standard, 3 to 5 days" />
        <Radio value="express" label="Express, next business day" />
        <Radio value="pickup" label="Pick up in store" />
        <Radio value="drone" label="Drone delivery" disabled />
      </RadioGroup>
      <FormHelperText>
        Express orders placed after 4 pm ship the next day.
      </FormHelperText>
    </FormControl>
  );
}
