import * as React from 'react';
import Switch from '@mui/joy/Switch';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const SETTINGS = [
  { key: 'comments', label: 'Comments on my posts' },
  { key: 'mentions', label: 'Mentions' },
  { key: 'digest', label: 'Monthly product digest' },
] as const;

type SettingKey = (typeof SETTINGS)[number]['key'];

export default function SwitchControlled() {
  const [enabled, setEnabled] = React.useState<Record<SettingKey, boolean>>({
    comments: true,
    mentions: true,
    digest: false,
  });
  const count = Object.values(enabled).filter(Boolean).length;
  return (
    <div style={{ maxWidth: 340 }}>
      <List>
        {SETTINGS.map((setting) => (
          <ListItem key={setting.key}>
            <Typography
              component="label"
              sx={{ flex: 1, justifyContent: 'space-between' }}
              endDecorator={
                <Switch
                  checked={enabled[setting.key]}
                  onChange={(event) => {
                    const { checked } = event.target;
                    setEnabled((previous) => ({
                      ...previous,
                      [setting.key]: checked,
                    }));
                  }}
                />
              }
            >
              {setting.label}
            </Typography>
          </ListItem>
        ))}
      </List>
      <Typography level="body-sm" aria-live="polite">
        {count} of {SETTINGS.length} email notifications on
      </Typography>
    </div>
  );
}
