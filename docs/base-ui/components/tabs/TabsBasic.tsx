import * as React from 'react';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { styled } from '@mui/system';

export default function TabsBasic() {
  return (
    <Tabs defaultValue="profile">
      <StyledTabsList aria-label="Account settings">
        <StyledTab value="profile">Profile</StyledTab>
        <StyledTab value="notifications">Notifications</StyledTab>
        <StyledTab value="billing">Billing</StyledTab>
      </StyledTabsList>
      <StyledTabPanel value="profile" tabIndex={0}>
        Your name, photo and job title appear on comments and shared files. Ana
        Souza, Product designer at Atlas.
      </StyledTabPanel>
      <StyledTabPanel value="notifications" tabIndex={0}>
        Email for mentions and replies, push notifications for direct messages only.
        Quiet hours from 20:00 to 08:00.
      </StyledTabPanel>
      <StyledTabPanel value="billing" tabIndex={0}>
        Team plan, billed yearly for 8 seats. The next invoice of €960 is due on 12
        March.
      </StyledTabPanel>
    </Tabs>
  );
}

const StyledTabsList = styled(TabsList)(({ theme }) => [
  {
    display: 'flex',
    gap: 4,
    borderBottom: '1px solid #e2e8f0',
  },
  theme.applyStyles('dark', { borderBottomColor: '#334155' }),
]);

const StyledTab = styled(Tab)(({ theme }) => [
  {
    marginBottom: -1,
    padding: '10px 14px',
    border: 0,
    borderBottom: '2px solid transparent',
    borderRadius: '6px 6px 0 0',
    backgroundColor: 'transparent',
    color: '#475569',
    font: 'inherit',
    fontSize: 14,
    fontWeight: 500,
    lineHeight: '20px',
    cursor: 'pointer',
    '&:hover': { color: '#0f172a' },
    '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: -2 },
    [`&.${tabClasses.selected}`]: { borderBottomColor: '#2563eb', color: '#1d4ed8' },
  },
  theme.applyStyles('dark', {
    color: '#94a3b8',
    '&:hover': { color: '#f1f5f9' },
    '&:focus-visible': { outlineColor: '#60a5fa' },
    [`&.${tabClasses.selected}`]: { borderBottomColor: '#60a5fa', color: '#93c5fd' },
  }),
]);

const StyledTabPanel = styled(TabPanel)(({ theme }) => [
  {
    maxWidth: 480,
    padding: '16px 4px',
    borderRadius: 6,
    fontSize: 14,
    lineHeight: '22px',
    '&:focus-visible': { outline: '2px solid #2563eb' },
  },
  theme.applyStyles('dark', { '&:focus-visible': { outlineColor: '#60a5fa' } }),
]);
