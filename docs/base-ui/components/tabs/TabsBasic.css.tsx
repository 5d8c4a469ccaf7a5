import * as React from 'react';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import styles from './TabsBasic.module.css';

export default function TabsBasic() {
  return (
    <Tabs defaultValue="profile">
      <TabsList aria-label="Account settings" className={styles.list}>
        <Tab value="profile" className={styles.tab}>
          Profile
        </Tab>
        <Tab value="notifications" className={styles.tab}>
          Notifications
        </Tab>
        <Tab value="billing" className={styles.tab}>
          Billing
        </Tab>
      </TabsList>
      <TabPanel value="profile" tabIndex={0} className={styles.panel}>
        Your name, photo and job title appear on comments and shared files. Ana
        Souza, Product designer at Atlas.
      </TabPanel>
      <TabPanel value="notifications" tabIndex={0} className={styles.panel}>
        Email for mentions and replies, push notifications for direct messages only.
        Quiet hours from 20:00 to 08:00.
      </TabPanel>
      <TabPanel value="billing" tabIndex={0} className={styles.panel}>
        Team plan, billed yearly for 8 seats. The next invoice of €960 is due on 12
        March.
      </TabPanel>
    </Tabs>
  );
}
