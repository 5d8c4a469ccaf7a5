import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

export default function SelectBasic() {
  const labelId = React.useId();
  const [language, setLanguage] = React.useState('');

  return (
    <FormControl fullWidth sx={{ maxWidth: 280 }}>
      <InputLabel id={labelId}>Language</InputLabel>
      <Select
        labelId={labelId}
        label="Language"
        value={language}
        onChange={(event: SelectChangeEvent) => setLanguage(event.target.value)}
      >
        <MenuItem value="en">English</MenuItem>
        <MenuItem value="es">Español</MenuItem>
        <MenuItem value="fr">Français</MenuItem>
        <MenuItem value="de">Deutsch</MenuItem>
        <MenuItem value="ja">日本語</MenuItem>
      </Select>
    </FormControl>
  );
}
