import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

// Declared once: a new `modifiers` array on every render would rebuild the popper.
const modifiers = [{ name: 'offset', options: { offset: [0, 8] } }];

const tools = [
  { name: 'bold', label: 'Bold', shortcut: 'Ctrl+B', keys: 'Control+B', glyph: 'B' },
  {
    name: 'italic',
    label: 'Italic',
    shortcut: 'Ctrl+I',
    keys: 'Control+I',
    glyph: 'I',
  },
  {
    name: 'underline',
    label: 'Underline',
    shortcut: 'Ctrl+U',
    keys: 'Control+U',
    glyph: 'U',
  },
] as const;

type Tool = (typeof tools)[number];

function ToolButton({
  tool,
  pressed,
  onToggle,
}: {
  tool: Tool;
  pressed: boolean;
  onToggle: () => void;
}) {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return (
    <React.Fragment>
      <Button
        ref={setAnchorEl}
        type="button"
        aria-label={tool.label}
        aria-pressed={pressed}
        aria-keyshortcuts={tool.keys}
        data-tool={tool.name}
        onClick={onToggle}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      >
        {tool.glyph}
      </Button>
      <Tooltip open={open} anchorEl={anchorEl} placement="top" modifiers={modifiers}>
        {tool.label} <kbd>{tool.shortcut}</kbd>
      </Tooltip>
    </React.Fragment>
  );
}

export default function PopperFormatting() {
  const [pressed, setPressed] = React.useState<Record<Tool['name'], boolean>>({
    bold: true,
    italic: false,
    underline: false,
  });

  return (
    <Root>
      <Toolbar role="group" aria-label="Text formatting">
        {tools.map((tool) => (
          <ToolButton
            key={tool.name}
            tool={tool}
            pressed={pressed[tool.name]}
            onToggle={() =>
              setPressed({ ...pressed, [tool.name]: !pressed[tool.name] })
            }
          />
        ))}
      </Toolbar>
    </Root>
  );
}

const font =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const Root = styled('div')({
  paddingTop: 40,
  fontFamily: font,
  fontSize: 14,
  lineHeight: '20px',
});

const Toolbar = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  gap: 4,
  padding: 4,
  border: '1px solid #e2e8f0',
  borderRadius: 10,
  backgroundColor: '#fff',
  ...theme.applyStyles('dark', {
    borderColor: '#334155',
    backgroundColor: '#1e293b',
  }),
}));

const Button = styled('button')(({ theme }) => ({
  width: 36,
  height: 36,
  padding: 0,
  border: 0,
  borderRadius: 6,
  backgroundColor: 'transparent',
  color: '#0f172a',
  fontFamily: 'Georgia, serif',
  fontSize: 18,
  cursor: 'pointer',
  '&[data-tool="bold"]': { fontWeight: 700 },
  '&[data-tool="italic"]': { fontStyle: 'italic' },
  '&[data-tool="underline"]': { textDecoration: 'underline' },
  '&:hover': { backgroundColor: '#f1f5f9' },
  '&[aria-pressed="true"]': { backgroundColor: '#dbeafe', color: '#1e40af' },
  '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 1 },
  ...theme.applyStyles('dark', {
    color: '#f1f5f9',
    '&:hover': { backgroundColor: '#334155' },
    '&[aria-pressed="true"]': { backgroundColor: '#1e3a8a', color: '#dbeafe' },
    '&:focus-visible': { outlineColor: '#60a5fa' },
  }),
}));

const Tooltip = styled(Popper)(({ theme }) => ({
  zIndex: 1500,
  padding: '4px 8px',
  borderRadius: 6,
  backgroundColor: '#0f172a',
  color: '#fff',
  fontFamily: font,
  fontSize: 12,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
  '& kbd': {
    marginInlineStart: 6,
    padding: 0,
    border: 0,
    background: 'none',
    boxShadow: 'none',
    color: '#cbd5e1',
    font: 'inherit',
  },
  ...theme.applyStyles('dark', {
    backgroundColor: '#f1f5f9',
    color: '#0f172a',
    '& kbd': { color: '#475569' },
  }),
}));
