import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import styles from './FocusTrapAddress.module.css';

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
    <div className={styles.root}>
      <div className={styles.summary}>
        <div>
          <span className={styles.caption}>Ship to</span>
          <p>
            {address.fullName}, {address.street}, {address.city} {address.postcode}
          </p>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? `${id}-panel` : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          className={styles.secondaryButton}
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
            className={styles.panel}
          >
            <h3 id={`${id}-title`} className={styles.title}>
              Shipping address
            </h3>
            <form onSubmit={handleSubmit}>
              <div className={styles.fields}>
                {fields.map((field, index) => (
                  <div key={field.name} className={styles.field}>
                    <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
                    <input
                      ref={index === 0 ? firstFieldRef : undefined}
                      id={`${id}-${field.name}`}
                      name={field.name}
                      defaultValue={address[field.name]}
                      required
                      className={styles.input}
                    />
                  </div>
                ))}
              </div>
              <div className={styles.actions}>
                <button
                  type="button"
                  onClick={() => setOpen(false)}
                  className={styles.secondaryButton}
                >
                  Cancel
                </button>
                <button type="submit" className={styles.primaryButton}>
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
