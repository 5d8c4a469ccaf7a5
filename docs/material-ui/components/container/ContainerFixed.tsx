import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

function MeasuredContainer({ fixed, label }: { fixed?: boolean; label: string }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [width, setWidth] = React.useState<number | null>(null);

  React.useEffect(() => {
    const node = ref.current;
    if (!node) {
      return undefined;
    }
    const observer = new ResizeObserver(() => {
      setWidth(Math.round(node.getBoundingClientRect().width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <Container
      ref={ref}
      fixed={fixed}
      maxWidth={false}
      sx={{ py: 1.5, bgcolor: 'action.selected', borderRadius: 1 }}
    >
      <Box sx={{ typography: 'body2' }}>
        {label}: {width === null ? 'measuring…' : `${width}px wide`}
      </Box>
    </Container>
  );
}

export default function ContainerFixed() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'text.secondary',
        borderRadius: 1,
      }}
    >
      <MeasuredContainer label="Fluid" />
      <MeasuredContainer fixed label="Fixed" />
    </Box>
  );
}
