import * as React from 'react';
import { useInput } from '@mui/base/useInput';

const PRODUCTS = [
  'Cold brew bottle',
  'Cold brew filter bags',
  'Ceramic pour-over dripper',
  'Gooseneck kettle',
  'Hand coffee grinder',
  'Travel mug, 350 ml',
];

export default function InputUseInput() {
  const [query, setQuery] = React.useState('brew');
  const inputRef = React.useRef<HTMLInputElement>(null);
  const { getRootProps, getInputProps, focused } = useInput({
    value: query,
    onChange: (event) => setQuery(event.target.value),
    inputRef,
  });
  const matches = PRODUCTS.filter((product) =>
    product.toLowerCase().includes(query.trim().toLowerCase()),
  );

  return (
    <div className="max-w-80">
      <div
        {...getRootProps()}
        data-focused={focused || undefined}
        className="flex items-center gap-2 rounded-full border border-slate-500 bg-slate-50 ps-3 pe-1.5 text-slate-600 transition hover:border-slate-600 data-focused:border-blue-600 data-focused:bg-white data-focused:ring-3 data-focused:ring-blue-600/25 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-400 dark:hover:border-slate-400 dark:data-focused:border-blue-400 dark:data-focused:bg-slate-900 dark:data-focused:ring-blue-400/30"
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <circle
            cx="9"
            cy="9"
            r="5.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path d="m13 13 4 4" stroke="currentColor" strokeWidth="2" />
        </svg>
        <input
          {...getInputProps()}
          type="search"
          aria-label="Search products"
          placeholder="Search products"
          className="min-w-0 flex-1 border-0 bg-transparent px-0 py-2 font-[inherit] text-sm/5 text-slate-900 outline-none placeholder:text-slate-500 dark:text-slate-100 dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {query && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setQuery('');
              inputRef.current?.focus();
            }}
            className="grid size-7 cursor-pointer place-items-center rounded-full border-0 bg-transparent p-0 text-inherit hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-slate-700 dark:focus-visible:outline-blue-400"
          >
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
              <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        )}
      </div>
      <p
        role="status"
        className="mt-3 mb-1 text-[13px] text-slate-600 dark:text-slate-400"
      >
        {matches.length === 1 ? '1 product' : `${matches.length} products`}
      </p>
      <ul className="m-0 ps-5 text-sm/6">
        {matches.map((product) => (
          <li key={product}>{product}</li>
        ))}
      </ul>
    </div>
  );
}
