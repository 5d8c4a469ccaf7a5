import * as React from 'react';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';

const tab =
  'cursor-pointer rounded-md border-0 bg-transparent px-3 py-2 text-start font-[inherit] text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100 dark:focus-visible:outline-blue-400 [&.base--selected]:bg-blue-50 [&.base--selected]:text-blue-700 dark:[&.base--selected]:bg-blue-950 dark:[&.base--selected]:text-blue-200';
const panel =
  'flex-1 rounded-md px-1 py-2 text-sm/[22px] focus-visible:outline-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400';

export default function TabsVertical() {
  return (
    <Tabs
      defaultValue="general"
      orientation="vertical"
      selectionFollowsFocus
      className="flex max-w-[560px] gap-6"
    >
      <TabsList
        aria-label="Workspace settings"
        className="flex min-w-[150px] shrink-0 flex-col gap-0.5 border-e border-slate-200 pe-3 dark:border-slate-700"
      >
        <Tab value="general" className={tab}>
          General
        </Tab>
        <Tab value="security" className={tab}>
          Security
        </Tab>
        <Tab value="integrations" className={tab}>
          Integrations
        </Tab>
        <Tab value="advanced" className={tab}>
          Advanced
        </Tab>
      </TabsList>
      <TabPanel value="general" tabIndex={0} className={panel}>
        Workspace name: Atlas Design. Language: English (UK). Time zone:
        Europe/Lisbon.
      </TabPanel>
      <TabPanel value="security" tabIndex={0} className={panel}>
        Two-step verification is on. Two sessions are signed in: a laptop in Lisbon
        and a phone in Porto.
      </TabPanel>
      <TabPanel value="integrations" tabIndex={0} className={panel}>
        Connected: Slack and Google Drive. Available: GitHub, Figma and Jira.
      </TabPanel>
      <TabPanel value="advanced" tabIndex={0} className={panel}>
        Export all workspace data as a ZIP file, or delete the workspace. Deleting
        can&apos;t be undone.
      </TabPanel>
    </Tabs>
  );
}
