import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import styles from './PopperFormatting.module.css';

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
      <button
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
        className={styles.button}
      >
        {tool.glyph}
      </button>
      <Popper
        open={open}
        anchorEl={anchorEl}
        placement="top"
        modifiers={modifiers}
        className={styles.tooltip}
      >
        {tool.label} <kbd>{tool.shortcut}</kbd>
      </Popper>
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
    <div className={styles.root}>
      <div role="group" aria-label="Text formatting" className={styles.toolbar}>
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
      </div>
    </div>
  );
}
