import * as React from 'react';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import styles from './TabsControlled.module.css';

export default function TabsControlled() {
  const [tab, setTab] = React.useState<string | number | null>('description');

  return (
    <div>
      <div className={styles.header}>
        <div>
          <div className={styles.title}>Trailhead 40 L backpack</div>
          <div className={styles.rating}>Rated 4.6 out of 5 in 24 reviews</div>
        </div>
        <button
          type="button"
          className={styles.button}
          onClick={() => setTab('reviews')}
        >
          Read the reviews
        </button>
      </div>
      <Tabs value={tab} onChange={(_event, value) => setTab(value)}>
        <TabsList aria-label="Product details" className={styles.list}>
          <Tab value="description" className={styles.tab}>
            Description
          </Tab>
          <Tab value="specifications" className={styles.tab}>
            Specifications
          </Tab>
          <Tab value="reviews" className={styles.tab}>
            Reviews (24)
          </Tab>
          <Tab value="questions" disabled className={styles.tab}>
            Questions
          </Tab>
        </TabsList>
        <TabPanel value="description" tabIndex={0} className={styles.panel}>
          A 40-litre pack for weekend hikes, with a rain cover, a padded laptop
          sleeve and side pockets that hold a one-litre bottle.
        </TabPanel>
        <TabPanel value="specifications" tabIndex={0} className={styles.panel}>
          Volume 40 L. Weight 1.3 kg. Recycled nylon shell. Adjustable back length
          from 42 to 52 cm.
        </TabPanel>
        <TabPanel value="reviews" tabIndex={0} className={styles.panel}>
          “Comfortable on a two-day hike, and the rain cover works.” Marta, 5 stars.
          “Great pockets, but the hip belt runs small.” Jonas, 4 stars.
        </TabPanel>
        <TabPanel value="questions" tabIndex={0} className={styles.panel}>
          No questions yet.
        </TabPanel>
      </Tabs>
    </div>
  );
}
