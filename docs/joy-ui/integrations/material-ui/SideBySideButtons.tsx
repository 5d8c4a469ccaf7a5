import * as React from 'react';
import {
  createTheme,
  ThemeProvider,
  THEME_ID as MATERIAL_THEME_ID,
} from '@mui/material/styles';
import MaterialButton from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useColorScheme } from '@mui/joy/styles';

// The Material UI theme follows Joy's color scheme. In light mode its primary color is Joy's
// primary.500, as in the setup above; Material's default blue is too light for text on Joy's
// background.
function useMaterialTheme() {
  const { mode, systemMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  return React.useMemo(
    () =>
      createTheme({
        palette: dark
          ? { mode: 'dark' }
          : { mode: 'light', primary: { main: '#0b6bcb' } },
      }),
    [dark],
  );
}

export default function SideBySideButtons() {
  const materialTheme = useMaterialTheme();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Sheet variant="outlined" sx={{ flex: 1, p: 2, borderRadius: 'md' }}>
        <Typography level="title-md" component="h3" sx={{ mb: 2 }}>
          Material UI
        </Typography>
        <ThemeProvider theme={{ [MATERIAL_THEME_ID]: materialTheme }}>
          <Stack spacing={2}>
            <TextField label="Project name" defaultValue="Q3 launch" size="small" />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <MaterialButton variant="contained">Create</MaterialButton>
              <MaterialButton variant="outlined">Preview</MaterialButton>
              <MaterialButton variant="text">Cancel</MaterialButton>
            </Stack>
          </Stack>
        </ThemeProvider>
      </Sheet>
      <Sheet variant="outlined" sx={{ flex: 1, p: 2, borderRadius: 'md' }}>
        <Typography level="title-md" component="h3" sx={{ mb: 2 }}>
          Joy UI
        </Typography>
        <Stack spacing={2}>
          <FormControl size="sm">
            <FormLabel>Project name</FormLabel>
            <Input defaultValue="Q3 launch" />
          </FormControl>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button>Create</Button>
            <Button variant="outlined">Preview</Button>
            <Button variant="plain" color="neutral">
              Cancel
            </Button>
          </Stack>
        </Stack>
      </Sheet>
    </Stack>
  );
}
