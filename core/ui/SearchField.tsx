import { useId, type ReactNode } from 'react';
import { Field } from './Field';

/**
 * A page's search box with the line that says what it found. The line is present from the start,
 * so that each change of it is announced as the user types; `hideFound` keeps it for screen
 * readers only, where the results themselves show the count. Its width is the page's to set
 * (the shell's `.shell-search`).
 * @example <SearchField label={t('faq.search.label')} value={search} onChange={setSearch} found={t('faq.found', { count })} />
 */
export function SearchField({ label, value, onChange, found, hideFound = false }: { label: string; value: string; onChange: (value: string) => void; found: ReactNode; hideFound?: boolean }) {
  const id = useId();
  return (
    <>
      <div className="shell-search">
        <Field id={id} label={label}>
          <input type="search" autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
        </Field>
      </div>
      <p role="status" className={hideFound ? 'portico-visually-hidden' : undefined}>
        {found}
      </p>
    </>
  );
}
