import * as React from 'react';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { styled } from '@mui/system';

export default function TabsControlled() {
  const [tab, setTab] = React.useState<string | number | null>('description');

  return (
    <div>
      <Header>
        <div>
          <Title>Trailhead 40 L backpack</Title>
          <Rating>Rated 4.6 out of 5 in 24 reviews</Rating>
        </div>
        <Button type="button" onClick={() => setTab('reviews')}>
          Read the reviews
        </Button>
      </Header>
      <Tabs value={tab} onChange={(_event, value) => setTab(value)}>
        <StyledTabsList aria-label="Product details">
          <StyledTab value="description">Description</StyledTab>
          <StyledTab value="specifications">Specifications</StyledTab>
          <StyledTab value="reviews">Reviews (24)</StyledTab>
          <StyledTab value="questions" disabled>
            Questions
          </StyledTab>
        </StyledTabsList>
        <StyledTabPanel value="description" tabIndex={0}>
          A 40-litre pack for weekend hikes, with a rain cover, a padded laptop
          sleeve and side pockets that hold a one-litre bottle.
        </StyledTabPanel>
        <StyledTabPanel value="specifications" tabIndex={0}>
          Volume 40 L. Weight 1.3 kg. Recycled nylon shell. Adjustable back length
          from 42 to 52 cm.
        </StyledTabPanel>
        <StyledTabPanel value="reviews" tabIndex={0}>
          “Comfortable on a two-day hike, and the rain cover works.” Marta, 5 stars.
          “Great pockets, but the hip belt runs small.” Jonas, 4 stars.
        </StyledTabPanel>
        <StyledTabPanel value="questions" tabIndex={0}>
          No questions yet.
        </StyledTabPanel>
      </Tabs>
    </div>
  );
}

const Header = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  maxWidth: 560,
  marginBottom: 12,
});

const Title = styled('div')({ fontSize: 16, fontWeight: 600, lineHeight: '24px' });

const Rating = styled('div')(({ theme }) => [
  { fontSize: 14, lineHeight: '20px', color: '#475569' },
  theme.applyStyles('dark', { color: '#94a3b8' }),
]);

const Button = styled('button')(({ theme }) => [
  {
    padding: '8px 14px',
    border: '1px solid #cbd5e1',
    borderRadius: 8,
    backgroundColor: '#fff',
    color: '#0f172a',
    font: 'inherit',
    fontSize: 14,
    fontWeight: 500,
    lineHeight: '20px',
    cursor: 'pointer',
    '&:hover': { backgroundColor: '#f1f5f9' },
    '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 2 },
  },
  theme.applyStyles('dark', {
    borderColor: '#334155',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
    '&:hover': { backgroundColor: '#1e293b' },
    '&:focus-visible': { outlineColor: '#60a5fa' },
  }),
]);

const StyledTabsList = styled(TabsList)(({ theme }) => [
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 4,
    maxWidth: 560,
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
    [`&.${tabClasses.disabled}`]: { color: '#94a3b8', cursor: 'not-allowed' },
  },
  theme.applyStyles('dark', {
    color: '#94a3b8',
    '&:hover': { color: '#f1f5f9' },
    '&:focus-visible': { outlineColor: '#60a5fa' },
    [`&.${tabClasses.selected}`]: { borderBottomColor: '#60a5fa', color: '#93c5fd' },
    [`&.${tabClasses.disabled}`]: { color: '#64748b' },
  }),
]);

const StyledTabPanel = styled(TabPanel)(({ theme }) => [
  {
    maxWidth: 560,
    padding: '16px 4px',
    borderRadius: 6,
    fontSize: 14,
    lineHeight: '22px',
    '&:focus-visible': { outline: '2px solid #2563eb' },
  },
  theme.applyStyles('dark', { '&:focus-visible': { outlineColor: '#60a5fa' } }),
]);
