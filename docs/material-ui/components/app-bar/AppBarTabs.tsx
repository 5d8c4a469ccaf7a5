import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

export default function AppBarTabs() {
  const [tab, setTab] = React.useState(0);

  return (
    <AppBar position="static">
      <Toolbar>
        <Typography variant="h6" component="div">
          Analytics
        </Typography>
      </Toolbar>
      <Tabs
        value={tab}
        onChange={(_event, next: number) => setTab(next)}
        textColor="inherit"
        indicatorColor="secondary"
        variant="fullWidth"
        aria-label="Report"
      >
        <Tab label="Traffic" />
        <Tab label="Sales" />
        <Tab label="Retention" />
      </Tabs>
    </AppBar>
  );
}
