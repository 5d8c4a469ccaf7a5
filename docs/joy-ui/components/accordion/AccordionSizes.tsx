import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Stack from '@mui/joy/Stack';
import type { AccordionGroupProps } from '@mui/joy/AccordionGroup';

const SIZES: NonNullable<AccordionGroupProps['size']>[] = ['sm', 'md', 'lg'];

export default function AccordionSizes() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {SIZES.map((size) => (
        <AccordionGroup
          key={size}
          size={size}
          variant="outlined"
          sx={{ width: 260, maxWidth: '100%', borderRadius: 'sm' }}
        >
          <Accordion defaultExpanded>
            <AccordionSummary>Size {size}: notifications</AccordionSummary>
            <AccordionDetails>Email me when someone mentions me.</AccordionDetails>
          </Accordion>
          <Accordion>
            <AccordionSummary>Size {size}: privacy</AccordionSummary>
            <AccordionDetails>Only my team can see my profile.</AccordionDetails>
          </Accordion>
        </AccordionGroup>
      ))}
    </Stack>
  );
}
