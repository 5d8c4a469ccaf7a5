import * as React from 'react';
import { Box, Container } from '@mui/system';

const options = ['xs', 'sm', 'md', 'lg', 'xl', 'false'] as const;
type Option = (typeof options)[number];

export default function ContainerMaxWidth() {
  const [maxWidth, setMaxWidth] = React.useState<Option>('sm');
  const [disableGutters, setDisableGutters] = React.useState(false);
  const selectId = React.useId();

  return (
    <div>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 3,
          mb: 2,
        }}
      >
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'body2' }}
        >
          <label htmlFor={selectId}>maxWidth</label>
          <Box
            component="select"
            id={selectId}
            value={maxWidth}
            onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
              setMaxWidth(event.target.value as Option)
            }
            sx={{
              px: 1,
              py: 0.5,
              font: 'inherit',
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Box>
        </Box>
        <Box
          component="label"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'body2' }}
        >
          <input
            type="checkbox"
            checked={disableGutters}
            onChange={(event) => setDisableGutters(event.target.checked)}
          />
          disableGutters
        </Box>
      </Box>
      <Box sx={{ py: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
        <Container
          maxWidth={maxWidth === 'false' ? false : maxWidth}
          disableGutters={disableGutters}
        >
          <Box
            sx={{
              p: 2,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              typography: 'body2',
              color: 'text.primary',
            }}
          >
            Release notes for version 4.2: faster search, offline drafts and a new
            export format for invoices.
          </Box>
        </Container>
      </Box>
    </div>
  );
}
