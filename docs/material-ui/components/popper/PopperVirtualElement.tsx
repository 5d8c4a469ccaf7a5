import * as React from 'react';
import Paper from '@mui/material/Paper';
import Popper, { type PopperProps } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function PopperVirtualElement() {
  const textRef = React.useRef<HTMLParagraphElement>(null);
  const [anchorEl, setAnchorEl] = React.useState<PopperProps['anchorEl']>(null);
  const [words, setWords] = React.useState(0);

  React.useEffect(() => {
    const handleSelectionChange = () => {
      const selection = document.getSelection();
      const text = selection?.toString().trim() ?? '';
      const inside =
        selection !== null &&
        selection.rangeCount > 0 &&
        textRef.current?.contains(selection.getRangeAt(0).commonAncestorContainer);
      if (!selection || !inside || text === '') {
        setAnchorEl(null);
        return;
      }
      const range = selection.getRangeAt(0).cloneRange();
      setWords(text.split(/\s+/).length);
      // A virtual element: Popper only needs a rectangle. Measuring the range on
      // every call keeps the popper on the selection when the page scrolls.
      setAnchorEl({
        getBoundingClientRect: () => range.getBoundingClientRect(),
        contextElement: textRef.current ?? undefined,
      });
    };
    document.addEventListener('selectionchange', handleSelectionChange);
    return () =>
      document.removeEventListener('selectionchange', handleSelectionChange);
  }, []);

  return (
    <div>
      <Typography ref={textRef} sx={{ maxWidth: 560 }}>
        Select some words in this paragraph. The ferry to Vlieland leaves Harlingen
        three times a day and takes about ninety minutes; bicycles travel free, but
        cars stay on the mainland, because the island is almost entirely car-free.
      </Typography>
      <Popper
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        placement="top"
        sx={{ zIndex: (theme) => theme.zIndex.tooltip }}
      >
        <Paper elevation={4} sx={{ px: 1.5, py: 0.5, mb: 1 }}>
          <Typography variant="body2">
            {words} {words === 1 ? 'word' : 'words'} selected
          </Typography>
        </Paper>
      </Popper>
    </div>
  );
}
