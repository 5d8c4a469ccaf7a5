import * as React from 'react';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { styled } from '@mui/system';

export default function TabsVertical() {
  return (
    <StyledTabs defaultValue="general" orientation="vertical" selectionFollowsFocus>
      <StyledTabsList aria-label="Workspace settings">
        <StyledTab value="general">General</StyledTab>
        <StyledTab value="security">Security</StyledTab>
        <StyledTab value="integrations">Integrations</StyledTab>
        <StyledTab value="advanced">Advanced</StyledTab>
      </StyledTabsList>
      <StyledTabPanel value="general" tabIndex={0}>
        Workspace name: Atlas Design. Language: English (UK). Time zone:
        Europe/Lisbon.
      </StyledTabPanel>
      <StyledTabPanel value="security" tabIndex={0}>
        Two-step verification is on. Two sessions are signed in: a laptop in Lisbon
        and a phone in Porto.
      </StyledTabPanel>
      <StyledTabPanel value="integrations" tabIndex={0}>
        Connected: Slack and Google Drive. Available: GitHub, Figma and Jira.
      </StyledTabPanel>
      <StyledTabPanel value="advanced" tabIndex={0}>
        Export all workspace data as a ZIP file, or delete the workspace. Deleting
        can&apos;t be undone.
      </StyledTabPanel>
    </StyledTabs>
  );
}

const StyledTabs = styled(Tabs)({
  display: 'flex',
  gap: 24,
  maxWidth: 560,
});

const StyledTabsList = styled(TabsList)(({ theme }) => [
  {
    display: 'flex',
    flexDirection: 'column',
    flexShrink: 0,
    gap: 2,
    minWidth: 150,
    paddingInlineEnd: 12,
    borderInlineEnd: '1px solid #e2e8f0',
  },
  theme.applyStyles('dark', { borderInlineEndColor: '#334155' }),
]);

const StyledTab = styled(Tab)(({ theme }) => [
  {
    padding: '8px 12px',
    border: 0,
    borderRadius: 6,
    backgroundColor: 'transparent',
    color: '#475569',
    font: 'inherit',
    fontSize: 14,
    fontWeight: 500,
    lineHeight: '20px',
    textAlign: 'start',
    cursor: 'pointer',
    '&:hover': { backgroundColor: '#f1f5f9', color: '#0f172a' },
    '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: -2 },
    [`&.${tabClasses.selected}`]: { backgroundColor: '#eff6ff', color: '#1d4ed8' },
  },
  theme.applyStyles('dark', {
    color: '#94a3b8',
    '&:hover': { backgroundColor: '#1e293b', color: '#f1f5f9' },
    '&:focus-visible': { outlineColor: '#60a5fa' },
    [`&.${tabClasses.selected}`]: { backgroundColor: '#172554', color: '#bfdbfe' },
  }),
]);

const StyledTabPanel = styled(TabPanel)(({ theme }) => [
  {
    flex: 1,
    padding: '8px 4px',
    borderRadius: 6,
    fontSize: 14,
    lineHeight: '22px',
    '&:focus-visible': { outline: '2px solid #2563eb' },
  },
  theme.applyStyles('dark', { '&:focus-visible': { outlineColor: '#60a5fa' } }),
]);
