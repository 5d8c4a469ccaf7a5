import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

const fields = [
  { name: 'fullName', label: 'Full name' },
  { name: 'street', label: 'Street' },
  { name: 'city', label: 'City' },
  { name: 'postcode', label: 'Postcode' },
] as const;

type Address = Record<(typeof fields)[number]['name'], string>;

export default function FocusTrapAddress() {
  const [address, setAddress] = React.useState<Address>({
    fullName: 'Lena Fischer',
    street: '14 Harbour Street',
    city: 'Bristol',
    postcode: 'BS1 4RN',
  });
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  const firstFieldRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    firstFieldRef.current?.focus();
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setAddress({
      fullName: String(data.get('fullName')),
      street: String(data.get('street')),
      city: String(data.get('city')),
      postcode: String(data.get('postcode')),
    });
    setOpen(false);
  };

  return (
    <div className="flex max-w-[440px] flex-col gap-3 font-sans text-sm">
      <div className="flex items-center justify-between gap-4">
        <div>
          <span className="text-xs/5 font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-300">
            Ship to
          </span>
          <p className="m-0">
            {address.fullName}, {address.street}, {address.city} {address.postcode}
          </p>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? `${id}-panel` : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          className="cursor-pointer shrink-0 rounded-lg border border-slate-300 bg-white px-[13px] py-[7px] font-sans text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:focus-visible:outline-blue-400"
        >
          Edit address
        </button>
      </div>
      {open && (
        <FocusTrap open>
          <div
            id={`${id}-panel`}
            role="dialog"
            aria-labelledby={`${id}-title`}
            tabIndex={-1}
            className="rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:shadow-black/50"
          >
            <h3
              id={`${id}-title`}
              className="mt-0 mb-3 font-[inherit] text-base font-bold text-inherit"
            >
              Shipping address
            </h3>
            <form onSubmit={handleSubmit}>
              <div className="grid grid-cols-2 gap-3">
                {fields.map((field, index) => (
                  <div key={field.name} className="flex flex-col gap-1 font-medium">
                    <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
                    <input
                      ref={index === 0 ? firstFieldRef : undefined}
                      id={`${id}-${field.name}`}
                      name={field.name}
                      defaultValue={address[field.name]}
                      required
                      className="min-w-0 rounded-lg border border-slate-300 bg-white px-2.5 py-[7px] font-sans text-sm font-normal text-slate-900 outline-none focus:border-blue-600 focus:ring-3 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:focus:border-blue-400 dark:focus:ring-blue-400/30"
                    />
                  </div>
                ))}
              </div>
              <div className="mt-4 flex justify-end gap-2">
                <button
                  type="button"
                  onClick={() => setOpen(false)}
                  className="cursor-pointer shrink-0 rounded-lg border border-slate-300 bg-white px-[13px] py-[7px] font-sans text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:focus-visible:outline-blue-400"
                >
                  Cancel
                </button>
                <button
                  type="submit"
                  className="cursor-pointer rounded-lg border-0 bg-blue-600 px-3.5 py-2 font-sans text-sm font-semibold text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400"
                >
                  Save address
                </button>
              </div>
            </form>
          </div>
        </FocusTrap>
      )}
    </div>
  );
}
