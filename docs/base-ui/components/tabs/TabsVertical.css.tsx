import * as React from 'react';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import styles from './TabsVertical.module.css';

export default function TabsVertical() {
  return (
    <Tabs
      defaultValue="general"
      orientation="vertical"
      selectionFollowsFocus
      className={styles.tabs}
    >
      <TabsList aria-label="Workspace settings" className={styles.list}>
        <Tab value="general" className={styles.tab}>
          General
        </Tab>
        <Tab value="security" className={styles.tab}>
          Security
        </Tab>
        <Tab value="integrations" className={styles.tab}>
          Integrations
        </Tab>
        <Tab value="advanced" className={styles.tab}>
          Advanced
        </Tab>
      </TabsList>
      <TabPanel value="general" tabIndex={0} className={styles.panel}>
        Workspace name: Atlas Design. Language: English (UK). Time zone:
        Europe/Lisbon.
      </TabPanel>
      <TabPanel value="security" tabIndex={0} className={styles.panel}>
        Two-step verification is on. Two sessions are signed in: a laptop in Lisbon
        and a phone in Porto.
      </TabPanel>
      <TabPanel value="integrations" tabIndex={0} className={styles.panel}>
        Connected: Slack and Google Drive. Available: GitHub, Figma and Jira.
      </TabPanel>
      <TabPanel value="advanced" tabIndex={0} className={styles.panel}>
        Export all workspace data as a ZIP file, or delete the workspace. Deleting
        can&apos;t be undone.
      </TabPanel>
    </Tabs>
  );
}
