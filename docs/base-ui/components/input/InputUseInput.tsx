import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import { styled } from '@mui/system';

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
    <Layout>
      <SearchRoot {...getRootProps()} data-focused={focused || undefined}>
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
        />
        {query && (
          <ClearButton
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setQuery('');
              inputRef.current?.focus();
            }}
          >
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
              <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" />
            </svg>
          </ClearButton>
        )}
      </SearchRoot>
      <Count role="status">
        {matches.length === 1 ? '1 product' : `${matches.length} products`}
      </Count>
      <Results>
        {matches.map((product) => (
          <li key={product}>{product}</li>
        ))}
      </Results>
    </Layout>
  );
}

const Layout = styled('div')({ maxWidth: 320 });

const SearchRoot = styled('div')(({ theme }) => [
  {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    paddingBlock: 0,
    paddingInline: '12px 6px',
    borderRadius: 999,
    border: '1px solid #62748e',
    color: '#45556c',
    backgroundColor: '#f8fafc',
    transition: 'border-color 150ms, box-shadow 150ms',
    '&:hover': { borderColor: '#45556c' },
    '&[data-focused]': {
      borderColor: '#155dfc',
      backgroundColor: '#fff',
      boxShadow: '0 0 0 3px rgb(21 93 252 / 0.25)',
    },
    '& input': {
      flex: 1,
      minWidth: 0,
      padding: '8px 0',
      border: 0,
      outline: 0,
      fontFamily: 'inherit',
      fontSize: 14,
      lineHeight: '20px',
      color: '#0f172b',
      backgroundColor: 'transparent',
    },
    '& input::placeholder': { color: '#62748e', opacity: 1 },
    '& input::-webkit-search-cancel-button': { appearance: 'none' },
  },
  theme.applyStyles('dark', {
    borderColor: '#62748e',
    color: '#90a1b9',
    backgroundColor: '#1d293d',
    '&:hover': { borderColor: '#90a1b9' },
    '&[data-focused]': {
      borderColor: '#51a2ff',
      backgroundColor: '#0f172b',
      boxShadow: '0 0 0 3px rgb(81 162 255 / 0.3)',
    },
    '& input': { color: '#f1f5f9' },
    '& input::placeholder': { color: '#90a1b9' },
  }),
]);

const ClearButton = styled('button')(({ theme }) => [
  {
    display: 'grid',
    placeItems: 'center',
    width: 28,
    height: 28,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    color: 'inherit',
    backgroundColor: 'transparent',
    cursor: 'pointer',
    '&:hover': { backgroundColor: '#e2e8f0' },
    '&:focus-visible': { outline: '2px solid #155dfc' },
  },
  theme.applyStyles('dark', {
    '&:hover': { backgroundColor: '#314158' },
    '&:focus-visible': { outlineColor: '#51a2ff' },
  }),
]);

const Count = styled('p')(({ theme }) => [
  { margin: '12px 0 4px', fontSize: 13, color: '#45556c' },
  theme.applyStyles('dark', { color: '#90a1b9' }),
]);

const Results = styled('ul')({
  margin: 0,
  paddingInlineStart: 20,
  fontSize: 14,
  lineHeight: '24px',
});
