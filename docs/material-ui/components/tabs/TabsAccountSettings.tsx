import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';

export default function TabsAccountSettings() {
  const [tab, setTab] = React.useState(0);
  const [saved, setSaved] = React.useState(false);
  const id = React.useId();

  const panelProps = (index: number) => ({
    role: 'tabpanel',
    hidden: tab !== index,
    id: `${id}-panel-${index}`,
    'aria-labelledby': `${id}-tab-${index}`,
  });

  return (
    <Paper variant="outlined" sx={{ maxWidth: 520 }}>
      <Tabs
        value={tab}
        onChange={(_event, next: number) => {
          setTab(next);
          setSaved(false);
        }}
        variant="fullWidth"
        aria-label="Account settings"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {['Profile', 'Notifications'].map((label, index) => (
          <Tab
            key={label}
            label={label}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
          />
        ))}
      </Tabs>
      <Box sx={{ p: 2 }}>
        <div {...panelProps(0)}>
          {tab === 0 && (
            <Stack spacing={2}>
              <TextField
                label="Display name"
                defaultValue="Maya Lindqvist"
                size="small"
              />
              <TextField
                label="Job title"
                defaultValue="Product designer"
                size="small"
              />
            </Stack>
          )}
        </div>
        <div {...panelProps(1)}>
          {tab === 1 && (
            <Stack>
              <FormControlLabel
                control={<Switch defaultChecked />}
                label="Mentions and replies"
              />
              <FormControlLabel control={<Switch />} label="Weekly summary" />
            </Stack>
          )}
        </div>
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Button variant="contained" onClick={() => setSaved(true)}>
            Save
          </Button>
          <Box role="status" sx={{ typography: 'body2', color: 'text.secondary' }}>
            {saved ? 'Saved' : ''}
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
