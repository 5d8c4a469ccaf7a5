import * as React from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const panel = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 360,
  maxWidth: 'calc(100% - 32px)',
  bgcolor: 'background.paper',
  borderRadius: 1,
  boxShadow: 24,
  p: 3,
  outline: 'none',
} satisfies SxProps<Theme>;

const sizes = [
  ['S', '86–91 cm', '71–76 cm'],
  ['M', '92–97 cm', '77–82 cm'],
  ['L', '98–103 cm', '83–88 cm'],
];

export default function ModalKeepMounted() {
  const [open, setOpen] = React.useState(false);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const titleId = React.useId();

  return (
    <div ref={rootRef}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Size guide
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        keepMounted
        disablePortal
        // Scroll lock and aria-hidden apply to this element's children only.
        container={() => rootRef.current}
      >
        <Box role="dialog" aria-modal="true" aria-labelledby={titleId} sx={panel}>
          <Typography id={titleId} variant="h6" component="h2" gutterBottom>
            Size guide: linen shirts
          </Typography>
          <Box
            component="table"
            sx={{
              width: '100%',
              borderCollapse: 'collapse',
              typography: 'body2',
              '& th, & td': { textAlign: 'start', py: 0.5 },
            }}
          >
            <thead>
              <tr>
                <th scope="col">Size</th>
                <th scope="col">Chest</th>
                <th scope="col">Waist</th>
              </tr>
            </thead>
            <tbody>
              {sizes.map(([size, chest, waist]) => (
                <tr key={size}>
                  <th scope="row">{size}</th>
                  <td>{chest}</td>
                  <td>{waist}</td>
                </tr>
              ))}
            </tbody>
          </Box>
          <Button onClick={() => setOpen(false)} sx={{ mt: 2 }}>
            Close
          </Button>
        </Box>
      </Modal>
    </div>
  );
}
