import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';

const ingredients = [
  '6 eggs',
  '2 red peppers, sliced',
  '1 onion, chopped',
  '400 g tin of chopped tomatoes',
  '1 tsp ground cumin, 1 tsp smoked paprika',
];

const steps = [
  'Soften the onion and peppers in olive oil for 10 minutes.',
  'Add the spices, then the tomatoes; simmer for 8 minutes.',
  'Make six hollows, crack in the eggs, cover and cook for 6 minutes.',
];

export default function AboutTheLabTabs() {
  const [value, setValue] = React.useState('ingredients');

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h3">
        Shakshuka for four
      </Typography>
      <TabContext value={value}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <TabList
            onChange={(_event, next: string) => setValue(next)}
            aria-label="Shakshuka recipe"
          >
            <Tab label="Ingredients" value="ingredients" />
            <Tab label="Method" value="method" />
            <Tab label="Serving" value="serving" />
          </TabList>
        </Box>
        <TabPanel value="ingredients" sx={{ px: 0 }}>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {ingredients.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Box>
        </TabPanel>
        <TabPanel value="method" sx={{ px: 0 }}>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Box>
        </TabPanel>
        <TabPanel value="serving" sx={{ px: 0 }}>
          Scatter with parsley and feta, and serve from the pan with warm flatbread.
          Ready in 30 minutes; about 310 kcal per portion.
        </TabPanel>
      </TabContext>
    </Box>
  );
}
