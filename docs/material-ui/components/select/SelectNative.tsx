import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function SelectNative() {
  const selectId = React.useId();

  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControl sx={{ minWidth: 180 }}>
        <InputLabel variant="standard" htmlFor={selectId}>
          Pickup store
        </InputLabel>
        <NativeSelect defaultValue="porto" inputProps={{ id: selectId }}>
          <optgroup label="Portugal">
            <option value="lisbon">Lisbon, Chiado</option>
            <option value="porto">Porto, Bolhão</option>
          </optgroup>
          <optgroup label="Spain">
            <option value="madrid">Madrid, Malasaña</option>
            <option value="seville">Seville, Triana</option>
          </optgroup>
        </NativeSelect>
      </FormControl>
      <TextField
        select
        label="Quantity"
        defaultValue={1}
        sx={{ minWidth: 120 }}
        slotProps={{ select: { native: true } }}
      >
        {[1, 2, 3, 4, 5, 6].map((quantity) => (
          <option key={quantity} value={quantity}>
            {quantity}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
