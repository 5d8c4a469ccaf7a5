import * as React from 'react';
import Box from '@mui/material/Box';
import { Controls, OptionGroup, SxCode, formatSx } from './playground';

const grows = [0, 1] as const;
const bases = ['auto', '120px', '50%'] as const;
const selfAlignments = ['auto', 'flex-start', 'center', 'flex-end'] as const;
const orders = [-1, 0, 1] as const;

const item = {
  px: 1.5,
  py: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  typography: 'body2',
};

export default function FlexboxItems() {
  const [flexGrow, setFlexGrow] = React.useState<(typeof grows)[number]>(1);
  const [flexBasis, setFlexBasis] = React.useState<(typeof bases)[number]>('auto');
  const [alignSelf, setAlignSelf] =
    React.useState<(typeof selfAlignments)[number]>('auto');
  const [order, setOrder] = React.useState<(typeof orders)[number]>(0);
  const style = { flexGrow, flexBasis, alignSelf, order };

  return (
    <div>
      <Controls>
        <OptionGroup
          label="flexGrow"
          options={grows}
          value={flexGrow}
          onChange={setFlexGrow}
        />
        <OptionGroup
          label="flexBasis"
          options={bases}
          value={flexBasis}
          onChange={setFlexBasis}
        />
        <OptionGroup
          label="alignSelf"
          options={selfAlignments}
          value={alignSelf}
          onChange={setAlignSelf}
        />
        <OptionGroup
          label="order"
          options={orders}
          value={order}
          onChange={setOrder}
        />
      </Controls>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'stretch',
          gap: 1,
          minHeight: 120,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'action.hover',
        }}
      >
        <Box sx={item}>Logo</Box>
        <Box
          sx={[
            item,
            style,
            {
              borderColor: 'primary.main',
              borderWidth: 2,
              fontWeight: 600,
            },
          ]}
        >
          Search
        </Box>
        <Box sx={item}>Sign in</Box>
      </Box>
      <SxCode>{`// on the Search item\n${formatSx(style)}`}</SxCode>
    </div>
  );
}
