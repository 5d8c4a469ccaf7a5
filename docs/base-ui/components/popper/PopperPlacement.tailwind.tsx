import * as React from 'react';
import { Popper, PopperPlacementType } from '@mui/base/Popper';

const modifiers = [{ name: 'offset', options: { offset: [0, 8] } }];

// A 3 × 3 grid around the anchor; the middle cell stays empty.
const placements: (PopperPlacementType | null)[] = [
  'top-start',
  'top',
  'top-end',
  'left',
  null,
  'right',
  'bottom-start',
  'bottom',
  'bottom-end',
];

export default function PopperPlacement() {
  const [placement, setPlacement] = React.useState<PopperPlacementType>('bottom');
  const [anchorEl, setAnchorEl] = React.useState<HTMLDivElement | null>(null);
  const name = React.useId();

  return (
    <div className="flex flex-wrap items-center gap-6 font-sans text-sm">
      <fieldset className="m-0 rounded-xl border border-slate-200 px-3 pt-2 pb-3 dark:border-slate-700">
        <legend className="px-1 font-semibold">Placement</legend>
        <div className="grid grid-cols-[repeat(3,auto)] gap-x-4 gap-y-2">
          {placements.map((option) =>
            option === null ? (
              <span key="anchor" />
            ) : (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-1.5"
              >
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={placement === option}
                  onChange={() => setPlacement(option)}
                  className="m-0 accent-blue-600"
                />
                {option}
              </label>
            ),
          )}
        </div>
      </fieldset>
      <div className="flex h-[200px] w-[380px] max-w-full items-center justify-center">
        <div
          ref={setAnchorEl}
          className="rounded-lg border-2 border-dashed border-slate-400 px-5 py-2.5 font-semibold text-slate-600 dark:border-slate-500 dark:text-slate-300"
        >
          Anchor
        </div>
        <Popper
          open={anchorEl !== null}
          anchorEl={anchorEl}
          placement={placement}
          modifiers={modifiers}
          // Tailwind styles are scoped to this demo, so the popper renders inside it.
          disablePortal
          className="z-[1500] rounded-md bg-blue-600 px-2.5 py-1.5 font-sans text-xs/5 font-semibold whitespace-nowrap text-white"
        >
          {({ placement: current }) => `Placed at ${current}`}
        </Popper>
      </div>
    </div>
  );
}
