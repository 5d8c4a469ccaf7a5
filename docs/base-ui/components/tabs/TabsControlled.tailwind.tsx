import * as React from 'react';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';

const tabClassName =
  '-mb-px cursor-pointer rounded-t-md border-0 border-b-2 border-solid border-transparent bg-transparent px-3.5 py-2.5 font-[inherit] text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-400 dark:hover:text-slate-100 dark:focus-visible:outline-blue-400 [&.base--selected]:border-blue-600 [&.base--selected]:text-blue-700 dark:[&.base--selected]:border-blue-400 dark:[&.base--selected]:text-blue-300 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-slate-400 dark:[&.base--disabled]:text-slate-500';
const panelClassName =
  'max-w-[560px] rounded-md px-1 py-4 text-sm/[22px] focus-visible:outline-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400';

export default function TabsControlled() {
  const [tab, setTab] = React.useState<string | number | null>('description');

  return (
    <div>
      <div className="mb-3 flex max-w-[560px] flex-wrap items-center justify-between gap-3">
        <div>
          <div className="text-base font-semibold">Trailhead 40 L backpack</div>
          <div className="text-sm text-slate-600 dark:text-slate-400">
            Rated 4.6 out of 5 in 24 reviews
          </div>
        </div>
        <button
          type="button"
          className="cursor-pointer rounded-lg border border-slate-300 bg-white px-3.5 py-2 font-[inherit] text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:outline-blue-400"
          onClick={() => setTab('reviews')}
        >
          Read the reviews
        </button>
      </div>
      <Tabs value={tab} onChange={(_event, value) => setTab(value)}>
        <TabsList
          aria-label="Product details"
          className="flex max-w-[560px] flex-wrap gap-1 border-b border-slate-200 dark:border-slate-700"
        >
          <Tab value="description" className={tabClassName}>
            Description
          </Tab>
          <Tab value="specifications" className={tabClassName}>
            Specifications
          </Tab>
          <Tab value="reviews" className={tabClassName}>
            Reviews (24)
          </Tab>
          <Tab value="questions" disabled className={tabClassName}>
            Questions
          </Tab>
        </TabsList>
        <TabPanel value="description" tabIndex={0} className={panelClassName}>
          A 40-litre pack for weekend hikes, with a rain cover, a padded laptop
          sleeve and side pockets that hold a one-litre bottle.
        </TabPanel>
        <TabPanel value="specifications" tabIndex={0} className={panelClassName}>
          Volume 40 L. Weight 1.3 kg. Recycled nylon shell. Adjustable back length
          from 42 to 52 cm.
        </TabPanel>
        <TabPanel value="reviews" tabIndex={0} className={panelClassName}>
          “Comfortable on a two-day hike, and the rain cover works.” Marta, 5 stars.
          “Great pockets, but the hip belt runs small.” Jonas, 4 stars.
        </TabPanel>
        <TabPanel value="questions" tabIndex={0} className={panelClassName}>
          No questions yet.
        </TabPanel>
      </Tabs>
    </div>
  );
}
