import * as React from 'react';
import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';

const PRICE = 64;

const stepButton =
  'size-7 cursor-pointer rounded-full border-0 bg-slate-100 p-0 font-[inherit] text-lg/none text-slate-900 hover:bg-slate-200 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:disabled:bg-slate-800 dark:disabled:text-slate-500';

export default function NumberInputUseNumberInput() {
  const id = React.useId();
  const [quantity, setQuantity] = React.useState<number | null>(2);
  const {
    getRootProps,
    getInputProps,
    getIncrementButtonProps,
    getDecrementButtonProps,
    focused,
  } = useNumberInput({
    inputId: id,
    min: 1,
    max: 10,
    value: quantity,
    onChange: (_event, value) => setQuantity(value),
  });

  return (
    <div className="flex max-w-[440px] flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="min-w-[140px] flex-1">
        <p className="m-0 text-[15px] font-semibold">Gooseneck kettle</p>
        <p className="m-0 text-[13px] text-slate-600 dark:text-slate-400">
          ${PRICE.toFixed(2)} each
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label
          htmlFor={id}
          className="text-[13px] text-slate-600 dark:text-slate-400"
        >
          Quantity
        </label>
        <div
          {...getRootProps()}
          data-focused={focused || undefined}
          className="flex items-center gap-1 rounded-full border border-slate-500 p-[3px] data-focused:border-blue-600 data-focused:ring-3 data-focused:ring-blue-600/25 dark:border-slate-500 dark:data-focused:border-blue-400 dark:data-focused:ring-blue-400/30"
        >
          <button
            {...getDecrementButtonProps()}
            type="button"
            aria-label="Decrease quantity"
            className={stepButton}
          >
            −
          </button>
          <input
            {...getInputProps()}
            role="spinbutton"
            className="w-8 border-0 bg-transparent p-0 text-center font-[inherit] text-sm/5 font-semibold text-inherit outline-none"
          />
          <button
            {...getIncrementButtonProps()}
            type="button"
            aria-label="Increase quantity"
            className={stepButton}
          >
            +
          </button>
        </div>
      </div>
      <output
        htmlFor={id}
        className="min-w-[72px] text-end text-[15px] font-semibold"
      >
        ${(PRICE * (quantity ?? 0)).toFixed(2)}
      </output>
    </div>
  );
}
