import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import WifiIcon from '@mui/icons-material/Wifi';

export default function ListSwitches() {
  const [enabled, setEnabled] = React.useState<Record<string, boolean>>({
    wifi: true,
    bluetooth: false,
  });
  const items = [
    { key: 'wifi', label: 'Wi-Fi', icon: <WifiIcon /> },
    { key: 'bluetooth', label: 'Bluetooth', icon: <BluetoothIcon /> },
  ];

  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <List subheader={<ListSubheader>Connections</ListSubheader>}>
        {items.map((item) => {
          const labelId = `list-switch-${item.key}`;
          return (
            <ListItem
              key={item.key}
              secondaryAction={
                <Switch
                  edge="end"
                  checked={enabled[item.key]}
                  onChange={(event) =>
                    setEnabled((current) => ({
                      ...current,
                      [item.key]: event.target.checked,
                    }))
                  }
                  inputProps={{ 'aria-labelledby': labelId, role: 'switch' }}
                />
              }
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText id={labelId} primary={item.label} />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
