import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import styles from './CustomizationTabs.module.css';

export default function CustomizationTabs() {
  return (
    <Tabs defaultValue="profile">
      <TabsList aria-label="Account settings" className={styles.list}>
        <Tab value="profile" className={styles.tab}>
          Profile
        </Tab>
        <Tab value="billing" className={styles.tab}>
          Billing
        </Tab>
        <Tab value="notifications" className={styles.tab}>
          Notifications
        </Tab>
      </TabsList>
      <TabPanel value="profile" className={styles.panel}>
        Ana Torres, product designer. Shown to the 14 people in the Northwind
        workspace.
      </TabPanel>
      <TabPanel value="billing" className={styles.panel}>
        Team plan with 12 seats, billed monthly to the card ending in 4242.
      </TabPanel>
      <TabPanel value="notifications" className={styles.panel}>
        A summary of mentions and comments, sent every weekday at 9:00.
      </TabPanel>
    </Tabs>
  );
}
