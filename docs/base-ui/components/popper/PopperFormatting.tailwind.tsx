import * as React from 'react';
import { Popper } from '@mui/base/Popper';

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
        className="size-9 cursor-pointer rounded-md border-0 bg-transparent p-0 font-serif text-lg text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 aria-pressed:bg-blue-100 aria-pressed:text-blue-800 data-[tool=bold]:font-bold data-[tool=italic]:italic data-[tool=underline]:underline dark:text-slate-100 dark:hover:bg-slate-700 dark:focus-visible:outline-blue-400 dark:aria-pressed:bg-blue-900 dark:aria-pressed:text-blue-100"
      >
        {tool.glyph}
      </button>
      <Popper
        open={open}
        anchorEl={anchorEl}
        placement="top"
        modifiers={modifiers}
        // Tailwind styles are scoped to this demo, so the tooltip renders inside it.
        disablePortal
        className="z-[1500] rounded-md bg-slate-900 px-2 py-1 font-sans text-xs/5 whitespace-nowrap text-white dark:bg-slate-100 dark:text-slate-900"
      >
        {tool.label}{' '}
        <kbd className="ms-1.5 border-0 bg-transparent p-0 font-[inherit] text-[length:inherit] text-slate-300 shadow-none dark:text-slate-600">
          {tool.shortcut}
        </kbd>
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
    <div className="pt-10 font-sans text-sm">
      <div
        role="group"
        aria-label="Text formatting"
        className="inline-flex gap-1 rounded-[10px] border border-slate-200 bg-white p-1 dark:border-slate-700 dark:bg-slate-800"
      >
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
