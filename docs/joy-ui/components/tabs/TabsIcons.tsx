import * as React from 'react';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import FolderRounded from '@mui/icons-material/FolderRounded';
import PhotoRounded from '@mui/icons-material/PhotoRounded';
import StarRounded from '@mui/icons-material/StarRounded';

const TABS = [
  { value: 'files', label: 'Files', icon: <FolderRounded /> },
  { value: 'photos', label: 'Photos', icon: <PhotoRounded /> },
  { value: 'starred', label: 'Starred', icon: <StarRounded /> },
];

export default function TabsIcons() {
  return (
    <Stack spacing={3}>
      <Tabs defaultValue="files">
        <TabList aria-label="Library">
          {TABS.map((tab) => (
            <Tab key={tab.value} value={tab.value}>
              <ListItemDecorator>{tab.icon}</ListItemDecorator>
              {tab.label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
      <Tabs defaultValue="files">
        <TabList aria-label="Library, icons above labels" tabFlex={1}>
          {TABS.map((tab) => (
            <Tab key={tab.value} value={tab.value} orientation="vertical">
              <ListItemDecorator>{tab.icon}</ListItemDecorator>
              {tab.label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
    </Stack>
  );
}
