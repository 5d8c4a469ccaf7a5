import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList as BaseTabsList } from '@mui/base/TabsList';
import { Tab as BaseTab, tabClasses } from '@mui/base/Tab';
import { TabPanel as BaseTabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/system';

export default function CustomizationTabs() {
  return (
    <Tabs defaultValue="profile">
      <TabsList aria-label="Account settings">
        <Tab value="profile">Profile</Tab>
        <Tab value="billing">Billing</Tab>
        <Tab value="notifications">Notifications</Tab>
      </TabsList>
      <TabPanel value="profile">
        Ana Torres, product designer. Shown to the 14 people in the Northwind
        workspace.
      </TabPanel>
      <TabPanel value="billing">
        Team plan with 12 seats, billed monthly to the card ending in 4242.
      </TabPanel>
      <TabPanel value="notifications">
        A summary of mentions and comments, sent every weekday at 9:00.
      </TabPanel>
    </Tabs>
  );
}

const TabsList = styled(BaseTabsList)(({ theme }) => ({
  display: 'inline-flex',
  gap: 4,
  padding: 4,
  borderRadius: 10,
  backgroundColor: '#f1f5f9',
  ...theme.applyStyles('dark', { backgroundColor: '#1d293d' }),
}));

const Tab = styled(BaseTab)(({ theme }) => ({
  padding: '6px 12px',
  border: 0,
  borderRadius: 6,
  backgroundColor: 'transparent',
  color: '#45556c',
  font: 'inherit',
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { color: '#0f172b' },
  '&:focus-visible': { outline: '2px solid #155dfc', outlineOffset: 2 },
  [`&.${tabClasses.selected}`]: {
    backgroundColor: '#fff',
    color: '#0f172b',
    boxShadow: '0 1px 3px rgb(15 23 43 / 0.15)',
  },
  ...theme.applyStyles('dark', {
    color: '#90a1b9',
    '&:hover': { color: '#f1f5f9' },
    '&:focus-visible': { outlineColor: '#51a2ff' },
    [`&.${tabClasses.selected}`]: {
      backgroundColor: '#0f172b',
      color: '#f1f5f9',
      boxShadow: 'none',
    },
  }),
}));

const TabPanel = styled(BaseTabPanel)({
  maxWidth: 420,
  paddingTop: 16,
  fontSize: 14,
  lineHeight: '20px',
});
